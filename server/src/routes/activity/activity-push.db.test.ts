import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeBlock, makePost, makeUser } from '../../test-support/fixtures.js';
import { uploadAll } from '../../test-support/upload-test-kit.js';
import { startPushService, type TestBrowser } from '../../test-support/push-service.js';
import { pushesSettled } from '../../domain/activity/activity-notices.js';
import { isAllowedPushEndpoint, PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '../../domain/push/push-subscriptions.js';

// Web push (docs/behaviour/activity.md#browser-notifications) against a push service on this
// machine that checks the VAPID signature and decrypts each message as a browser would.

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let postId = 0;
const clients: Record<string, TestClient> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  push = await startPushService();
  server = await createTestServer({ PUSH_SERVICE_ORIGINS: push.origin });
  const { db, storage } = server.deps;
  for (const name of ['wp_owner', 'wp_fan', 'wp_foe']) {
    ids[name] = (await makeUser(db, name)).id;
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  postId = (await makePost(db, storage, ids.wp_owner!, Date.now())).id;
});
afterAll(async () => {
  await server.close();
  await push.close();
});

async function subscribe(name: string, browser: TestBrowser, previews: boolean) {
  const response = await clients[name]!.post('/api/v1/push/subscribe/', {
    ...browser.subscription,
    previews: previews ? 'true' : 'false',
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function like(name: string, liked = true) {
  await clients[name]!.post(`/api/v1/web/likes/${postId}/${liked ? 'like' : 'unlike'}/`);
  await pushesSettled();
}

describe('web push', () => {
  it('hands out one VAPID public key, to logged-in people only', async () => {
    const key = (await clients.wp_owner!.get('/api/v1/push/key/')).json();
    expect(key.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await clients.wp_fan!.get('/api/v1/push/key/')).json().public_key).toBe(key.public_key);
    expect((await new TestClient(server.app).get('/api/v1/push/key/')).statusCode).toBe(401);
  });

  it('pushes a new notification, signed and encrypted, with text only where the person chose previews', async () => {
    const phone = push.newBrowser();
    const shared = push.newBrowser();
    await subscribe('wp_owner', phone, true);
    await subscribe('wp_owner', shared, false);
    await like('wp_fan');
    expect(push.refused).toEqual([]);
    expect(phone.received).toEqual([
      {
        title: 'Lumen',
        body: 'wp_fan 赞了你的帖子。',
        url: expect.stringMatching(/^\/p\/[\w-]+\/$/),
        tag: expect.any(String),
      },
    ]);
    expect(shared.received).toEqual([
      { title: 'Lumen', body: '你有新的动态。', url: expect.any(String), tag: expect.any(String) },
    ]);
    // Like, unlike, like again: notified once.
    await like('wp_fan', false);
    await like('wp_fan');
    expect(phone.received).toHaveLength(1);
  });

  it('pushes nothing while paused, for a kind turned off, or across a block', async () => {
    const browser = push.newBrowser();
    await subscribe('wp_fan', browser, true);
    const fanPost = (await makePost(server.deps.db, server.deps.storage, ids.wp_fan!, Date.now())).id;
    await clients.wp_fan!.post('/api/v1/activity/settings/', { pause: '60' });
    await clients.wp_owner!.post(`/api/v1/web/likes/${fanPost}/like/`);
    await pushesSettled();
    await clients.wp_fan!.post('/api/v1/activity/settings/', { pause: '0' });
    await clients.wp_fan!.post('/api/v1/activity/settings/', { kind: 'comment', enabled: 'false' });
    await clients.wp_owner!.post(`/api/v1/web/comments/${fanPost}/add/`, { comment_text: 'nice' });
    await pushesSettled();
    expect(browser.received).toEqual([]);
    await makeBlock(server.deps.db, ids.wp_fan!, ids.wp_foe!);
    await clients.wp_foe!.post(`/api/v1/web/likes/${postId}/like/`);
    await pushesSettled();
    expect(browser.received).toEqual([]);
    // Turned back on, the next one arrives.
    await clients.wp_fan!.post('/api/v1/activity/settings/', { kind: 'comment', enabled: 'true' });
    const added = await clients.wp_owner!.post(`/api/v1/web/comments/${fanPost}/add/`, { comment_text: 'really nice' });
    await pushesSettled();
    // A click opens the comment's permalink (docs/behaviour/activity.md#browser-notifications).
    const { code } = await server.deps.db
      .selectFrom('media')
      .select('code')
      .where('id', '=', fanPost)
      .executeTakeFirstOrThrow();
    expect(browser.received).toEqual([
      expect.objectContaining({
        body: 'wp_owner 评论了你的帖子：really nice',
        url: `/p/${code}/c/${added.json().id}/`,
      }),
    ]);
  });

  it('removes a subscription its push service answers 410', async () => {
    const browser = push.newBrowser();
    await subscribe('wp_foe', browser, false);
    browser.gone = true;
    const foePost = (await makePost(server.deps.db, server.deps.storage, ids.wp_foe!, Date.now())).id;
    await clients.wp_owner!.post(`/api/v1/web/likes/${foePost}/like/`);
    await pushesSettled();
    const left = await server.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', browser.subscription.endpoint)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses an endpoint that is not a push service, and keeps at most the newest few per account', async () => {
    const browser = push.newBrowser();
    const elsewhere = await clients.wp_owner!.post('/api/v1/push/subscribe/', {
      ...browser.subscription,
      endpoint: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('http://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(false);
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 3; i++) await subscribe('wp_fan', push.newBrowser(), false);
    const kept = await server.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', ids.wp_fan!)
      .execute();
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    expect((await clients.wp_fan!.post('/api/v1/push/subscribe/', { endpoint: 'x' })).statusCode).toBe(400);
  });

  it("unsubscribes one browser, and only the account's own", async () => {
    const browser = push.newBrowser();
    await subscribe('wp_owner', browser, false);
    await clients.wp_fan!.post('/api/v1/push/unsubscribe/', { endpoint: browser.subscription.endpoint });
    const row = () =>
      server.deps.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', browser.subscription.endpoint)
        .execute();
    expect(await row()).toHaveLength(1);
    await clients.wp_owner!.post('/api/v1/push/unsubscribe/', { endpoint: browser.subscription.endpoint });
    expect(await row()).toEqual([]);
  });

  it('ends with the session that registered it: after logging out, that browser gets nothing', async () => {
    const device = new TestClient(server.app);
    await device.login('wp_owner', 'password1');
    const browser = push.newBrowser();
    expect(
      (await device.post('/api/v1/push/subscribe/', { ...browser.subscription, previews: 'false' })).statusCode,
    ).toBe(200);
    const registered = async (client: TestClient) =>
      (
        await client.get(`/api/v1/push/subscription/?endpoint=${encodeURIComponent(browser.subscription.endpoint)}`)
      ).json().registered;
    expect(await registered(device)).toBe(true);
    // Another account on the same browser: not registered for it.
    expect(await registered(clients.wp_fan!)).toBe(false);
    await device.post('/api/v1/web/accounts/logout/ajax/');
    expect(await registered(clients.wp_owner!)).toBe(false);
    await like('wp_fan', false);
    await like('wp_fan');
    expect(browser.received).toEqual([]);
  });

  it('sends nothing to a browser whose session has expired', async () => {
    const device = new TestClient(server.app);
    await device.login('wp_owner', 'password1');
    const browser = push.newBrowser();
    await device.post('/api/v1/push/subscribe/', { ...browser.subscription, previews: 'false' });
    const row = await server.deps.db
      .selectFrom('push_subscriptions')
      .select('session_hash')
      .where('endpoint', '=', browser.subscription.endpoint)
      .executeTakeFirstOrThrow();
    await server.deps.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', row.session_hash!)
      .execute();
    await like('wp_fan', false);
    await like('wp_fan');
    expect(browser.received).toEqual([]);
  });

  it('pushes a mention in a new post once, when the post is published', async () => {
    const browser = push.newBrowser();
    await subscribe('wp_fan', browser, true);
    const uploadId = `${Date.now()}91`;
    await uploadAll(clients.wp_owner!, uploadId, await jpeg(64, 64));
    const published = await clients.wp_owner!.post('/api/v1/media/configure/', {
      upload_id: uploadId,
      caption: 'golden hour with @wp_fan',
    });
    expect(published.statusCode, published.body).toBe(200);
    await pushesSettled();
    expect(browser.received).toEqual([
      expect.objectContaining({ body: 'wp_owner 提到了你', url: expect.stringMatching(/^\/p\/[\w-]+\/$/) }),
    ]);
  });
});
