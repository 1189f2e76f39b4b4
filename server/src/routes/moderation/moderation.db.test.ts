import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationLogSchema, ModerationQueueSchema, OwnReportListSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeComment, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { registeredRoutes } from '../../test-support/registered-routes.js';

// The moderation area (docs/behaviour/moderation.md): only moderators reach it, the queue shows
// reported content whoever may see it, and each action does what it says and is logged.

const M = '/api/v1/moderation';
let server: TestServer;
const ids = { ann: 0, pia: 0, bob: 0, sue: 0, annPost: 0, piaPost: 0, annPost2: 0, comment: 0 };

beforeAll(async () => {
  server = await createTestServer({ ADMIN_USERNAMES: ' Boss , other' });
  const { db, storage } = server.deps;
  await makeUser(db, 'boss');
  ids.ann = (await makeUser(db, 'ann')).id;
  ids.pia = (await makeUser(db, 'pia', { isPrivate: true })).id;
  ids.bob = (await makeUser(db, 'bob')).id;
  ids.sue = (await makeUser(db, 'sue')).id;
  ids.annPost = (await makePost(db, storage, ids.ann, Date.now(), 'buy my pills')).id;
  ids.annPost2 = (await makePost(db, storage, ids.ann, Date.now() - 1000, 'another one')).id;
  ids.piaPost = (await makePost(db, storage, ids.pia, Date.now(), 'for followers only')).id;
  ids.comment = (await makeComment(db, ids.annPost, ids.bob, 'you are awful')).id;
  await makeFollow(db, ids.bob, ids.pia);
});
afterAll(() => server?.close());

async function as(username: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return client;
}

const report = (client: TestClient, kind: string, id: number, reason: string) =>
  client.post('/api/v1/reports/', { kind, target_id: String(id), reason });

async function queue(client: TestClient) {
  const answer = await client.get(`${M}/queue/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return ModerationQueueSchema.parse(answer.json()).items;
}

describe('who reaches the moderation area', () => {
  it('answers 404 to a non-moderator and a visitor on every moderation route, as an unknown path', async () => {
    const routes = registeredRoutes(server.app).filter((route) => route.url.startsWith(M));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const unknown = await new TestClient(server.app).get('/api/v1/no/such/call/');
    for (const client of [await as('bob'), new TestClient(server.app)])
      for (const route of routes) {
        const url = route.url.replace(':kind', 'post').replace(':id', String(ids.annPost));
        const answer =
          route.method === 'GET' ? await client.get(url) : await client.post(url, { note: 'n', days: '1' });
        expect(answer.statusCode, `${route.method} ${url}`).toBe(404);
        expect(answer.json().error_id).toBe(unknown.json().error_id);
      }
    // Nothing was done: the post is still there.
    expect((await (await as('bob')).get(`/api/v1/media/${ids.annPost}/info/`)).statusCode).toBe(200);
  });

  it('lets an admin (ADMIN_USERNAMES, any case) make a moderator, whom the area then lets in; only admins may', async () => {
    const boss = await as('boss');
    expect((await boss.get(`${M}/queue/`)).statusCode).toBe(200);
    const sue = await as('sue');
    expect((await sue.get(`${M}/queue/`)).statusCode).toBe(404);
    expect((await boss.post(`${M}/accounts/${ids.sue}/grant_moderator/`, { note: 'welcome' })).statusCode).toBe(200);
    expect((await sue.get(`${M}/queue/`)).statusCode).toBe(200);
    // A moderator is no admin: granting is not theirs.
    expect((await sue.post(`${M}/accounts/${ids.bob}/grant_moderator/`, { note: 'x' })).statusCode).toBe(404);
    expect((await boss.post(`${M}/accounts/${ids.sue}/grant_moderator/`, {})).json().error_id).toBe(
      'validation_failed',
    );
  });

  it('marks only a moderator as one in the session data the page starts with', async () => {
    const viewerOf = async (client: TestClient) =>
      (await client.get('/api/v1/web/data/shared_data/')).json().config.viewer as Record<string, unknown>;
    expect((await viewerOf(await as('boss'))).is_moderator).toBe(true);
    const bob = await viewerOf(await as('bob'));
    expect(bob.username).toBe('bob');
    expect('is_moderator' in bob).toBe(false);
  });
});

describe('the queue and its actions', () => {
  it('groups open reports by item and shows private content to the moderator', async () => {
    const bob = await as('bob');
    expect((await report(bob, 'post', ids.piaPost, 'nudity')).statusCode).toBe(200);
    expect((await report(bob, 'post', ids.annPost, 'spam')).statusCode).toBe(200);
    expect((await report(await as('sue'), 'post', ids.annPost, 'false_information')).statusCode).toBe(200);
    const items = await queue(await as('boss'));
    const annItem = items.find((item) => item.kind === 'post' && item.target_id === String(ids.annPost));
    expect(annItem).toMatchObject({
      report_count: 2,
      reasons: { spam: 1, false_information: 1 },
      content: { owner_username: 'ann', text: 'buy my pills', gone: false },
    });
    const piaItem = items.find((item) => item.target_id === String(ids.piaPost));
    expect(piaItem?.content.text).toBe('for followers only');
  });

  it('removes a post: gone for the reporter, the report actioned, the action logged with its note', async () => {
    const boss = await as('boss');
    const bob = await as('bob');
    expect((await boss.post(`${M}/items/post/${ids.annPost}/remove/`, {})).statusCode).toBe(400);
    expect((await boss.post(`${M}/items/post/${ids.annPost}/remove/`, { note: 'scam' })).statusCode).toBe(200);
    expect((await bob.get(`/api/v1/media/${ids.annPost}/info/`)).statusCode).toBe(404);
    expect((await queue(boss)).some((item) => item.target_id === String(ids.annPost))).toBe(false);
    const mine = OwnReportListSchema.parse((await bob.get('/api/v1/reports/mine/')).json()).reports;
    expect(mine.find((r) => r.target_id === String(ids.annPost))?.status).toBe('actioned');
    const log = ModerationLogSchema.parse((await boss.get(`${M}/log/`)).json());
    expect(log.entries[0]).toMatchObject({
      moderator: 'boss',
      action: 'remove',
      kind: 'post',
      target_id: String(ids.annPost),
      target_username: 'ann',
      note: 'scam',
    });
    // Its comment went with it.
    const comment = await server.deps.db
      .selectFrom('comments')
      .select('id')
      .where('id', '=', ids.comment)
      .executeTakeFirst();
    expect(comment).toBeUndefined();
  });

  it('dismisses a report: it leaves the queue and the reporter sees it dismissed', async () => {
    const boss = await as('boss');
    expect((await boss.post(`${M}/items/post/${ids.piaPost}/dismiss/`, { note: 'art' })).statusCode).toBe(200);
    expect((await queue(boss)).some((item) => item.target_id === String(ids.piaPost))).toBe(false);
    const mine = OwnReportListSchema.parse((await (await as('bob')).get('/api/v1/reports/mine/')).json()).reports;
    expect(mine.find((r) => r.target_id === String(ids.piaPost))?.status).toBe('dismissed');
    expect((await boss.post(`${M}/items/story/12345/dismiss/`, { note: 'x' })).statusCode).toBe(404);
  });

  it('removes a comment', async () => {
    const { db, storage } = server.deps;
    const post = await makePost(db, storage, ids.pia, Date.now(), 'quiet');
    const comment = await makeComment(db, post.id, ids.bob, 'mean words');
    const boss = await as('boss');
    expect((await boss.post(`${M}/items/comment/${comment.id}/remove/`, { note: 'abuse' })).statusCode).toBe(200);
    const left = await db
      .selectFrom('media')
      .select('comment_count')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.comment_count)).toBe(0);
  });
});

describe('suspending', () => {
  it('ends the sessions, hides the account and its posts at once, and refuses its login with the end date', async () => {
    const ann = await as('ann');
    const bob = await as('bob');
    const boss = await as('boss');
    expect((await bob.get(`/api/v1/media/${ids.annPost2}/info/`)).statusCode).toBe(200);
    const before = Date.now();
    const answer = await boss.post(`${M}/accounts/${ids.ann}/suspend/`, { note: 'spam ring', days: '3' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await ann.get('/api/v1/web/data/shared_data/')).json().config.viewer).toBeNull();
    expect((await bob.get(`/api/v1/media/${ids.annPost2}/info/`)).statusCode).toBe(404);
    expect((await bob.get('/api/v1/users/web_profile_info/?username=ann')).statusCode).toBe(404);
    const login = await new TestClient(server.app).post('/api/v1/web/accounts/login/ajax/', {
      username: 'ann',
      password: 'password1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error_id).toBe('account_suspended');
    const until = Number(login.json().fields.suspended_until);
    expect(until).toBeGreaterThanOrEqual(before + 3 * 24 * 3600 * 1000);
    // A wrong password is told nothing about the suspension.
    const wrong = await new TestClient(server.app).post('/api/v1/web/accounts/login/ajax/', {
      username: 'ann',
      password: 'wrong-one',
    });
    expect(wrong.json().error_id).toBe('invalid_credentials');
    const log = ModerationLogSchema.parse((await boss.get(`${M}/log/`)).json());
    expect(log.entries[0]).toMatchObject({ action: 'suspend', target_username: 'ann', suspended_until: until });
  });

  it('unsuspends: the account and its posts are back', async () => {
    const boss = await as('boss');
    expect((await boss.post(`${M}/accounts/${ids.ann}/unsuspend/`, { note: 'appeal' })).statusCode).toBe(200);
    expect((await (await as('bob')).get(`/api/v1/media/${ids.annPost2}/info/`)).statusCode).toBe(200);
    await as('ann');
  });

  it('suspends for good (no days) and lifts a suspension whose time is over at the next login', async () => {
    const boss = await as('boss');
    await boss.post(`${M}/accounts/${ids.ann}/suspend/`, { note: 'again' });
    const login = () =>
      new TestClient(server.app).post('/api/v1/web/accounts/login/ajax/', { username: 'ann', password: 'password1' });
    const forGood = await login();
    expect(forGood.json()).toMatchObject({ error_id: 'account_suspended', fields: { suspended_until: '' } });
    await server.deps.db
      .updateTable('users')
      .set({ suspended_until: Date.now() - 1 })
      .where('id', '=', ids.ann)
      .execute();
    expect((await login()).statusCode).toBe(200);
    expect((await (await as('bob')).get(`/api/v1/media/${ids.annPost2}/info/`)).statusCode).toBe(200);
  });

  it('refuses to suspend oneself or an admin', async () => {
    const sue = await as('sue');
    expect((await sue.post(`${M}/accounts/${ids.sue}/suspend/`, { note: 'x' })).statusCode).toBe(400);
    const boss = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'boss')
      .executeTakeFirstOrThrow();
    expect((await sue.post(`${M}/accounts/${boss.id}/suspend/`, { note: 'x' })).statusCode).toBe(400);
  });
});

describe('limiting', () => {
  it('keeps an account out of explore and people search for those who do not follow it, and lets it back', async () => {
    const { db, storage } = server.deps;
    const lim = await makeUser(db, 'limmy');
    const post = await makePost(db, storage, lim.id, Date.now(), 'limited #words');
    const fanRow = await makeUser(db, 'fan');
    await makeFollow(db, fanRow.id, lim.id);
    const fan = await as('fan');
    const sue = await as('sue');
    const found = async (client: TestClient) => {
      const search = (await client.get('/api/v1/web/search/topsearch/?query=limmy')).json();
      return (search.users as Array<{ user: { username: string } }>).some((row) => row.user.username === 'limmy');
    };
    const explored = async (client: TestClient) =>
      JSON.stringify((await client.get('/api/v1/discover/web/explore_grid/')).json()).includes(`"${post.code}"`);
    expect(await found(sue)).toBe(true);
    expect(await explored(sue)).toBe(true);
    const boss = await as('boss');
    expect((await boss.post(`${M}/accounts/${lim.id}/limit/`, { note: 'reach' })).statusCode).toBe(200);
    expect(await found(sue)).toBe(false);
    expect(await explored(sue)).toBe(false);
    // A follower still finds it; its posts are still there for everyone.
    expect(await found(fan)).toBe(true);
    expect((await sue.get(`/api/v1/media/${post.id}/info/`)).statusCode).toBe(200);
    expect((await boss.post(`${M}/accounts/${lim.id}/unlimit/`, { note: 'ok' })).statusCode).toBe(200);
    expect(await found(sue)).toBe(true);
  });
});
