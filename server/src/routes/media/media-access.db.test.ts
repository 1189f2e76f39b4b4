import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeUser } from '../../test-support/fixtures.js';
import { makeAvatar, makePostWithOwnFiles } from '../../test-support/media-fixtures.js';

// Who may fetch which stored file (docs/behaviour/media.md#who-may-fetch-a-file): a private
// account's post files only those who may see its posts, re-checked on every request and never
// cached by shared caches; public files (public accounts' posts, every avatar) for a year by anyone.

let server: TestServer;
const files: Record<'photo' | 'video' | 'carousel' | 'public' | 'avatar', string[]> = {
  photo: [],
  video: [],
  carousel: [],
  public: [],
  avatar: [],
};
const clients = new Map<string, TestClient>();

async function as(username: string | null): Promise<TestClient> {
  const known = clients.get(username ?? '');
  if (known) return known;
  const client = new TestClient(server.app);
  if (username) await client.login(username, 'password1');
  clients.set(username ?? '', client);
  return client;
}

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const owner = await makeUser(db, 'closed', { isPrivate: true });
  const author = await makeUser(db, 'open');
  const fan = await makeUser(db, 'fan');
  await makeUser(db, 'stranger');
  const blocked = await makeUser(db, 'blocked');
  const blocker = await makeUser(db, 'blocker');
  await makeUser(db, 'leaver');
  await makeFollow(db, fan.id, owner.id);
  for (const user of [blocked, blocker]) await makeFollow(db, user.id, owner.id);
  await makeBlock(db, owner.id, blocked.id);
  await makeBlock(db, blocker.id, owner.id);
  files.photo = (await makePostWithOwnFiles(db, storage, owner.id, 'photo')).urls;
  files.video = (await makePostWithOwnFiles(db, storage, owner.id, 'video')).urls;
  files.carousel = (await makePostWithOwnFiles(db, storage, owner.id, 'carousel')).urls;
  files.public = (await makePostWithOwnFiles(db, storage, author.id, 'video')).urls;
  files.avatar = await makeAvatar(db, storage, owner.id);
});
afterAll(() => server.close());

const privateFiles = () => [...files.photo, ...files.video, ...files.carousel];

describe("a private account's post files", () => {
  it.each([
    ['a logged-out visitor', null],
    ['a stranger', 'stranger'],
    ['someone the owner blocked', 'blocked'],
    ['someone who blocked the owner', 'blocker'],
  ])('are not found for %s, and the refusal is not stored by any cache', async (_label, viewer) => {
    const client = await as(viewer);
    expect(privateFiles().length).toBeGreaterThanOrEqual(7);
    for (const url of privateFiles()) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error_id: 'not_found' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it.each([
    ['an approved follower', 'fan'],
    ['the owner', 'closed'],
  ])('are served to %s, marked private and revalidated each time', async (_label, viewer) => {
    const client = await as(viewer);
    for (const url of privateFiles()) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.body.length).toBeGreaterThan(0);
      if (url.endsWith('.m3u8')) expect(response.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    }
  });

  it('stop being served right after an unfollow, and after a block', async () => {
    const { db } = server.deps;
    const leaver = await as('leaver');
    const closed = await db.selectFrom('users').select('id').where('username', '=', 'closed').executeTakeFirstOrThrow();
    const leaverId = (
      await db.selectFrom('users').select('id').where('username', '=', 'leaver').executeTakeFirstOrThrow()
    ).id;
    await makeFollow(db, leaverId, closed.id);
    const [url] = files.video;
    expect((await leaver.get(url ?? '')).statusCode).toBe(200);
    const unfollow = await leaver.graphql(DOC_IDS.DestroyFriendship, { input: { target_user_id: String(closed.id) } });
    expect(unfollow.statusCode, unfollow.body).toBe(200);
    expect((await leaver.get(url ?? '')).statusCode).toBe(404);

    await makeFollow(db, leaverId, closed.id);
    expect((await leaver.get(url ?? '')).statusCode).toBe(200);
    const owner = await as('closed');
    expect((await owner.post(`/api/v1/friendships/block/${leaverId}/`)).statusCode).toBe(200);
    expect((await leaver.get(url ?? '')).statusCode).toBe(404);
    expect((await owner.get(url ?? '')).statusCode).toBe(200);
  });

  it('cannot be reached by another spelling of the path', async () => {
    const [url = ''] = files.photo;
    const stranger = await as('stranger');
    const key = url.replace('/media/', '');
    const [first, ...rest] = key.split('/');
    for (const spelling of [
      `/media/${first}//${rest.join('/')}`,
      `/media/${first}/./${rest.join('/')}`,
      `/media/avatars/../${key}`,
      `/media/${key.replace(/\//g, '%2F')}`,
      `/media/${first}/${rest.join('/').toUpperCase()}`,
    ]) {
      const response = await stranger.get(spelling);
      expect(response.statusCode, spelling).toBe(404);
    }
  });
});

describe('public files', () => {
  it("of a public account's posts are cached by anyone for a year", async () => {
    for (const viewer of [null, 'stranger']) {
      const client = await as(viewer);
      for (const url of files.public) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
    }
    const head = await server.app.inject({ method: 'HEAD', url: files.public[0] ?? '' });
    expect(head.statusCode).toBe(200);
  });

  it('include the avatars of private accounts and the default avatar', async () => {
    const visitor = await as(null);
    for (const url of [...files.avatar, '/media/default/avatar.svg']) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('that do not exist are not found, and the answer is not cached for a year', async () => {
    const response = await (await as(null)).get('/media/m/nothing-here/64.webp');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
