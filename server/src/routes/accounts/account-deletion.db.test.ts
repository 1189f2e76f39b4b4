import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopSearch } from 'shared-contracts';
import { AccountDeletionResultSchema, LoginResultSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { feedPage } from '../../test-support/feed-client.js';
import { ACCOUNT_DELETION_GRACE_MS } from '../../domain/own-data/account-deletion.js';
import { pageStatus } from '../frontend/page-status.js';

let server: TestServer;
let leaverId: number;
let leaverPost: number;
let friendPost: number;
let leaverCommentId: string;
let friend: TestClient;
let visitor: TestClient;

const LOGIN = '/api/v1/web/accounts/login/ajax/';
const DELETE = '/api/v1/web/accounts/request_deletion/';

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const leaver = await makeUser(db, 'leaver');
  const friendUser = await makeUser(db, 'friend');
  leaverId = leaver.id;
  await makeFollow(db, friendUser.id, leaver.id);
  await makeFollow(db, leaver.id, friendUser.id);
  leaverPost = (await makePost(db, storage, leaver.id, Date.now() - 60_000, 'leaver post #farewell')).id;
  friendPost = (await makePost(db, storage, friendUser.id, Date.now() - 120_000, 'friend post')).id;
  const leaverClient = new TestClient(server.app);
  await leaverClient.login('leaver', 'password1');
  const added = await leaverClient.post(`/api/v1/web/comments/${friendPost}/add/`, { comment_text: 'nice one' });
  leaverCommentId = (added.json() as { id: string }).id;
  friend = new TestClient(server.app);
  await friend.login('friend', 'password1');
  visitor = new TestClient(server.app);
});
afterAll(() => server.close());

/** What the friend and a logged-out visitor can see of the leaver, as plain facts. */
async function whatOthersSee() {
  const profile = await friend.get('/api/v1/users/web_profile_info/?username=leaver');
  const visitorProfile = await visitor.get('/api/v1/users/web_profile_info/?username=leaver');
  const grid = await friend.get(`/api/v1/feed/user/${leaverId}/`);
  const post = await friend.get(`/api/v1/media/${leaverPost}/comments/`);
  const comments = (await friend.get(`/api/v1/media/${friendPost}/comments/`)).json() as {
    comments: Array<{ pk: string }>;
  };
  const followers = (await friend.get(`/api/v1/friendships/${await friendId()}/followers/`)).json() as {
    users: Array<{ username: string }>;
  };
  const feed = await feedPage(friend, { variant: 'following', first: 12 });
  const search = (await visitor.get('/api/v1/web/search/topsearch/?query=leaver')).json() as TopSearch;
  const tags = (await friend.get('/api/v1/web/search/topsearch/?query=%23farewell')).json() as TopSearch;
  return {
    profile: profile.statusCode,
    visitorProfile: visitorProfile.statusCode,
    grid: grid.statusCode,
    post: post.statusCode,
    comment: comments.comments.some((c) => c.pk === leaverCommentId),
    inFollowers: followers.users.some((u) => u.username === 'leaver'),
    inFeed: feed.edges.some((e) => e.node.media?.pk === String(leaverPost)),
    inSearch: search.users.some((u) => u.user.username === 'leaver'),
    hashtag: tags.hashtags.some((h) => h.hashtag.name === 'farewell'),
  };
}

async function friendId(): Promise<number> {
  const row = await server.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'friend')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('asking to delete an account', () => {
  it('needs a session, CSRF and the right password; a wrong one changes nothing', async () => {
    expect((await visitor.post(DELETE, { password: 'password1' })).statusCode).toBe(401);
    const leaver = new TestClient(server.app);
    await leaver.login('leaver', 'password1');
    expect((await leaver.post(DELETE, { password: 'password1' }, { csrf: false })).statusCode).toBe(403);
    const wrong = await leaver.post(DELETE, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_id: 'invalid_credentials' });
    expect((await leaver.post(DELETE, {})).statusCode).toBe(400);
    const row = await server.deps.db
      .selectFrom('users')
      .select('deletion_requested_at')
      .where('id', '=', leaverId)
      .executeTakeFirstOrThrow();
    expect(row.deletion_requested_at).toBeNull();
    expect(await whatOthersSee()).toEqual({
      profile: 200,
      visitorProfile: 200,
      grid: 200,
      post: 200,
      comment: true,
      inFollowers: true,
      inFeed: true,
      inSearch: true,
      hashtag: true,
    });
  });

  it('hides the account from everyone at once, ends its sessions, and a login in the grace period brings it back', async () => {
    const phone = new TestClient(server.app);
    await phone.login('leaver', 'password1');
    const laptop = new TestClient(server.app);
    await laptop.login('leaver', 'password1');
    const before = Date.now();
    const answer = await laptop.post(DELETE, { password: 'password1' });
    expect(answer.statusCode).toBe(200);
    const { purge_after } = AccountDeletionResultSchema.parse(answer.json());
    expect(purge_after).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION_GRACE_MS);
    expect(answer.cookies.some((c) => c.name === 'sessionid' && c.value === '')).toBe(true);
    // Every session of the account ended, not only the one that asked.
    expect((await phone.get('/api/v1/accounts/download_data/')).statusCode).toBe(401);

    expect(await whatOthersSee()).toEqual({
      profile: 404,
      visitorProfile: 404,
      grid: 404,
      post: 404,
      comment: false,
      inFollowers: false,
      inFeed: false,
      inSearch: false,
      hashtag: false,
    });

    const back = await phone.post(LOGIN, { username: 'leaver', password: 'password1' });
    expect(back.statusCode).toBe(200);
    expect(LoginResultSchema.parse(back.json()).deletion_cancelled).toBe(true);
    expect(await whatOthersSee()).toEqual({
      profile: 200,
      visitorProfile: 200,
      grid: 200,
      post: 200,
      comment: true,
      inFollowers: true,
      inFeed: true,
      inSearch: true,
      hashtag: true,
    });
    // An ordinary login says nothing about deletion.
    const again = await laptop.post(LOGIN, { username: 'leaver', password: 'password1' });
    expect(LoginResultSchema.parse(again.json()).deletion_cancelled).toBeUndefined();
  });

  it('a login after the grace period is refused like a wrong password (the purge may run any moment)', async () => {
    const { db } = server.deps;
    const late = await makeUser(db, 'toolate');
    await db
      .updateTable('users')
      .set({ deletion_requested_at: Date.now() - ACCOUNT_DELETION_GRACE_MS - 1 })
      .where('id', '=', late.id)
      .execute();
    const client = new TestClient(server.app);
    const answer = await client.post(LOGIN, { username: 'toolate', password: 'password1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error_id: 'invalid_credentials' });
  });

  it('stops guessing: after 5 wrong passwords the next attempts answer 429', async () => {
    const { db } = server.deps;
    await makeUser(db, 'guessed');
    const thief = new TestClient(server.app);
    await thief.login('guessed', 'password1');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await thief.post(DELETE, { password: `guess-${i}` })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits for the window: the limit counts attempts, not failures.
    expect((await thief.post(DELETE, { password: 'password1' })).statusCode).toBe(429);
  });

  it('the page /accounts/your_information/ answers 200; the profile page of an account awaiting deletion 404', async () => {
    const { db } = server.deps;
    const away = await makeUser(db, 'awaypage');
    expect(await pageStatus(db, '/accounts/your_information/', null)).toBe(200);
    expect(await pageStatus(db, '/awaypage/', null)).toBe(200);
    await db.updateTable('users').set({ deletion_requested_at: Date.now() }).where('id', '=', away.id).execute();
    expect(await pageStatus(db, '/awaypage/', null)).toBe(404);
  });
});
