import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};

/**
 * `star` (public, with posts and followers) is blocked by `blocker` (who followed her), and
 * blocks `pest`; `closed` is a private account `blocker` also blocks.
 */
beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  for (const [name, isPrivate] of [
    ['star', false],
    ['blocker', false],
    ['pest', false],
    ['fan', false],
    ['closed', true],
  ] as const)
    ids[name] = (await makeUser(db, name, { isPrivate })).id;
  await db
    .updateTable('users')
    .set({
      biography: 'Hello',
      bio_links: JSON.stringify([{ link_type: 'other', url: 'https://example.com', title: 'Site' }]),
    })
    .where('id', '=', ids.star!)
    .execute();
  await makeFollow(db, ids.blocker!, ids.star!);
  await makeFollow(db, ids.fan!, ids.star!);
  await makePost(db, storage, ids.star!, Date.now() - 60_000);
  for (const name of ['blocker', 'pest'] as const) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  clients.star = new TestClient(server.app);
  await clients.star.login('star', 'password1');
  expect((await clients.blocker!.post(`/api/v1/friendships/block/${ids.star}/`)).statusCode).toBe(200);
  expect((await clients.blocker!.post(`/api/v1/friendships/block/${ids.closed}/`)).statusCode).toBe(200);
  expect((await clients.star.post(`/api/v1/friendships/block/${ids.pest}/`)).statusCode).toBe(200);
});
afterAll(() => server.close());

const profileOf = (client: TestClient, username: string) =>
  client.get(`/api/v1/users/web_profile_info/?username=${username}`);

describe('the profile of an account the viewer blocked', () => {
  it('gives the blocker the logged-out header, with the block and no content', async () => {
    const blocker = (await profileOf(clients.blocker!, 'star')).json().data.user;
    const visitor = (await profileOf(new TestClient(server.app), 'star')).json().data.user;
    expect(blocker.friendship_status).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(blocker.can_view_content).toBe(false);
    expect(visitor.can_view_content).toBe(true);
    const { friendship_status: _status, can_view_content: _content, ...header } = blocker;
    const { friendship_status: _none, can_view_content: _visible, ...visitorHeader } = visitor;
    expect(header).toEqual(visitorHeader);
    // The block ended the blocker's follow: one follower left.
    expect(header).toMatchObject({ username: 'star', biography: 'Hello', follower_count: 1, media_count: 1 });
  });

  it('gives the blocker the header of a private account too', async () => {
    const response = await profileOf(clients.blocker!, 'closed');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      is_private: true,
      can_view_content: false,
      friendship_status: { blocking: true },
    });
  });

  it('answers 404 not_found to the blocked account', async () => {
    const response = await profileOf(clients.pest!, 'star');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_id: 'not_found' });
  });

  it('refuses posts, reels, tagged, followers and following to both', async () => {
    for (const path of [
      `/api/v1/feed/user/${ids.star}/`,
      `/api/v1/clips/user/${ids.star}/`,
      `/api/v1/usertags/${ids.star}/feed/`,
      `/api/v1/friendships/${ids.star}/followers/`,
      `/api/v1/friendships/${ids.star}/following/`,
    ]) {
      for (const name of ['blocker', 'pest'] as const) {
        const response = await clients[name]!.get(path);
        expect({ path, name, status: response.statusCode }).toEqual({ path, name, status: 404 });
      }
    }
  });

  it('gives the ordinary header back after Unblock', async () => {
    expect((await clients.blocker!.post(`/api/v1/friendships/unblock/${ids.star}/`)).statusCode).toBe(200);
    const user = (await profileOf(clients.blocker!, 'star')).json().data.user;
    expect(user.friendship_status).toMatchObject({ blocking: false, following: false });
    expect(user.can_view_content).toBe(true);
    expect((await clients.blocker!.get(`/api/v1/feed/user/${ids.star}/`)).statusCode).toBe(200);
  });
});
