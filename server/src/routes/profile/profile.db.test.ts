import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const owner = await makeUser(db, 'privateowner', { isPrivate: true });
  const follower = await makeUser(db, 'approved');
  const stranger = await makeUser(db, 'passerby');
  const open = await makeUser(db, 'openbook');
  await makeFollow(db, follower.id, owner.id);
  await makeFollow(db, owner.id, open.id);
  for (let i = 0; i < 15; i += 1) await makePost(db, storage, owner.id, Date.UTC(2026, 1, 1) + i * 1000);
  for (let i = 0; i < 3; i += 1) await makePost(db, storage, open.id, Date.UTC(2026, 1, 1) + i * 1000);
  ids = { owner: owner.id, follower: follower.id, stranger: stranger.id, open: open.id };
});
afterAll(() => server.close());

async function as(username: string | null): Promise<TestClient> {
  const client = new TestClient(server.app);
  if (username) await client.login(username, 'password1');
  return client;
}

describe('web_profile_info', () => {
  it('gives counts and the relationship, and 404 for unknown users', async () => {
    const client = await as('approved');
    const profile = (await client.get('/api/v1/users/web_profile_info/?username=PrivateOwner')).json().data.user;
    expect(profile).toMatchObject({
      username: 'privateowner',
      is_private: true,
      follower_count: 1,
      following_count: 1,
      media_count: 15,
    });
    expect(profile.friendship_status).toMatchObject({ following: true, followed_by: false });
    expect((await client.get('/api/v1/users/web_profile_info/?username=ghost')).statusCode).toBe(404);
  });
});

describe('who sees a user\u2019s posts', () => {
  const table: Array<[string, string | null, 'owner' | 'open', number]> = [
    ['a logged-out visitor, private profile', null, 'owner', 403],
    ['a stranger, private profile', 'passerby', 'owner', 403],
    ['an approved follower, private profile', 'approved', 'owner', 200],
    ['the owner, own private profile', 'privateowner', 'owner', 200],
    ['a logged-out visitor, public profile', null, 'open', 200],
    ['a stranger, public profile', 'passerby', 'open', 200],
  ];
  it.each(table)('%s', async (_label, viewer, target, status) => {
    const client = await as(viewer);
    const response = await client.get(`/api/v1/feed/user/${ids[target]}/`);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().error_id).toBe('forbidden');
  });

  it('pages 12 then the rest with no duplicates', async () => {
    const client = await as('approved');
    const first = (await client.get(`/api/v1/feed/user/${ids.owner}/`)).json();
    expect(first.items).toHaveLength(12);
    expect(first.more_available).toBe(true);
    const second = (await client.get(`/api/v1/feed/user/${ids.owner}/?max_id=${first.next_max_id}`)).json();
    expect(second.items).toHaveLength(3);
    expect(second.more_available).toBe(false);
    const pks = [...first.items, ...second.items].map((m: { pk: string }) => m.pk);
    expect(new Set(pks).size).toBe(15);
  });

  it('answers 404 for an unknown user id and 400 for a bad count', async () => {
    const client = await as(null);
    expect((await client.get('/api/v1/feed/user/999999/')).statusCode).toBe(404);
    expect((await client.get(`/api/v1/feed/user/${ids.open}/?count=0`)).statusCode).toBe(400);
  });
});
