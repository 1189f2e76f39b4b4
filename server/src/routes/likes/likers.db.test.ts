import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeLikes, makePost, makeUser } from '../../test-support/fixtures.js';
import { ACCESS_TABLE, buildAccessWorld, type AccessWorld } from '../../test-support/access-world.js';

// The likers list (docs/behaviour/feed.md#the-likers-list): newest like first, paged, with the
// viewer's relationship to each liker, only for a post the viewer may see, without blocked accounts.

let server: TestServer;
let world: AccessWorld;
let postId: number;
const likerNames = ['l1', 'l2', 'l3', 'l4', 'l5'];

beforeAll(async () => {
  server = await createTestServer();
  world = await buildAccessWorld(server);
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'reader');
  const star = await makeUser(db, 'star');
  const likers = [];
  for (const name of likerNames) likers.push(await makeUser(db, name));
  const blocker = await makeUser(db, 'blocker');
  await makeBlock(db, blocker.id, viewer.id);
  await makeFollow(db, viewer.id, likers[0]!.id);
  const post = await makePost(db, storage, star.id, Date.now() - 60_000);
  postId = post.id;
  // l1 liked first, the blocker last: newest first reads blocker, l5 … l1.
  await makeLikes(db, postId, [...likers.map((u) => u.id), blocker.id], Date.now() - 30_000);
  for (const label of ['public', 'private'] as const)
    await makeLikes(db, world.posts[label], [world.users.follower], Date.now() - 30_000);
});
afterAll(() => server.close());

async function reader(): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login('reader', 'password1');
  return client;
}

describe('GET /api/v1/media/{id}/likers/', () => {
  it('pages the likers newest first, with the viewer relationship, leaving out an account that blocks the viewer', async () => {
    const client = await reader();
    const first = (await client.get(`/api/v1/media/${postId}/likers/?count=3`)).json();
    expect(first.users.map((u: { username: string }) => u.username)).toEqual(['l5', 'l4', 'l3']);
    expect(first).toMatchObject({ more_available: true, page_size: 3, status: 'ok' });
    const second = (
      await client.get(`/api/v1/media/${postId}/likers/?count=3&max_id=${encodeURIComponent(first.next_max_id)}`)
    ).json();
    expect(second.users.map((u: { username: string }) => u.username)).toEqual(['l2', 'l1']);
    expect(second).toMatchObject({ more_available: false, next_max_id: null });
    expect(second.users[1].friendship_status).toMatchObject({ following: true });
    expect(second.users[0].friendship_status).toMatchObject({ following: false });
  });

  it('shows every liker to the account the blocker did not block, and null statuses to a visitor', async () => {
    const visitor = (await new TestClient(server.app).get(`/api/v1/media/${postId}/likers/?count=10`)).json();
    expect(visitor.users.map((u: { username: string }) => u.username)).toEqual([
      'blocker',
      'l5',
      'l4',
      'l3',
      'l2',
      'l1',
    ]);
    expect(visitor.users[0].friendship_status).toBeNull();
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad count', async () => {
    const client = await reader();
    expect((await client.get('/api/v1/media/999999/likers/')).statusCode).toBe(404);
    expect((await client.get('/api/v1/media/abc/likers/')).statusCode).toBe(404);
    const bad = await client.get(`/api/v1/media/${postId}/likers/?count=500`);
    expect(bad.statusCode).toBe(400);
  });

  const readTable: Array<[string, Parameters<AccessWorld['as']>[0], 'public' | 'private', boolean]> = [
    ['a logged-out visitor, public post', null, 'public', true],
    ['a logged-out visitor, private post', null, 'private', false],
    ...ACCESS_TABLE,
  ];
  it.each(readTable)('authorization: %s', async (_label, viewer, post, allowed) => {
    const client = await world.as(viewer);
    const response = await client.get(`/api/v1/media/${world.posts[post]}/likers/`);
    expect(response.statusCode).toBe(allowed ? 200 : 404);
    if (allowed) expect(response.json().users.map((u: { username: string }) => u.username)).toEqual(['follower']);
    else expect(response.json().error_id).toBe('not_found');
  });
});
