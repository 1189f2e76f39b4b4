import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFavorite, makeFollow, makeMute, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const me = await makeUser(db, 'me');
  const star = await makeUser(db, 'star');
  const foe = await makeUser(db, 'foe');
  await db
    .updateTable('users')
    .set({ is_verified: 1, created_at: Date.UTC(2020, 0, 2) })
    .where('id', '=', star.id)
    .execute();
  await makeFollow(db, me.id, star.id);
  await makeFavorite(db, me.id, star.id);
  await makeMute(db, me.id, star.id);
  await makeBlock(db, foe.id, me.id);
  await makePost(db, storage, foe.id, Date.now());
  Object.assign(ids, { me: me.id, star: star.id, foe: foe.id });
});
afterAll(() => server.close());

describe('about this account and blocked profiles', () => {
  it('tells when an account joined and whether it is verified', async () => {
    const response = await new TestClient(server.app).get(`/api/v1/users/${ids.star}/about_this_account/`);
    expect(response.json()).toEqual({
      username: 'star',
      date_joined: Date.UTC(2020, 0, 2) / 1000,
      former_username_count: 0,
      is_verified: true,
      status: 'ok',
    });
    expect((await new TestClient(server.app).get('/api/v1/users/999999/about_this_account/')).statusCode).toBe(404);
  });

  it('answers 404 for profiles, posts and about pages hidden by a block', async () => {
    const me = new TestClient(server.app);
    await me.login('me', 'password1');
    expect((await me.get(`/api/v1/users/${ids.foe}/about_this_account/`)).statusCode).toBe(404);
    expect((await me.get('/api/v1/users/web_profile_info/?username=foe')).statusCode).toBe(404);
    expect((await me.get(`/api/v1/feed/user/${ids.foe}/`)).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(`/api/v1/feed/user/${ids.foe}/`)).statusCode).toBe(200);
  });

  it('reports favourites and mutes in the friendship status', async () => {
    const me = new TestClient(server.app);
    await me.login('me', 'password1');
    const profile = (await me.get('/api/v1/users/web_profile_info/?username=star')).json().data.user;
    expect(profile.friendship_status).toMatchObject({ following: true, is_feed_favorite: true, muting: true });
  });
});
