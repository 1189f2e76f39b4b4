import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

// The bench-only feed (docs/calls.md#infrastructure): the limit `npm run bench` compares the
// feed API with. It must answer exactly the real page's bytes, and exist only with BENCH_ENDPOINTS.

const FORM = { doc_id: DOC_IDS.FeedTimeline, variables: JSON.stringify({ variant: 'home', first: 12 }) };
let bench: TestServer;
let plain: TestServer;

beforeAll(async () => {
  bench = await createTestServer({ BENCH_ENDPOINTS: '1' });
  plain = await createTestServer();
  for (const server of [bench, plain]) {
    const { db, storage } = server.deps;
    const me = await makeUser(db, 'me');
    const friend = await makeUser(db, 'friend');
    await makeFollow(db, me.id, friend.id);
    for (let i = 0; i < 3; i++) await makePost(db, storage, friend.id, Date.now() - i * 60_000, `post ${i}`);
  }
});
afterAll(async () => {
  await bench?.close();
  await plain?.close();
});

describe('bench feed', () => {
  it('answers the bytes of the real feed page, again and again, with the same content type', async () => {
    const me = new TestClient(bench.app);
    await me.login('me', 'password1');
    const real = await me.post('/web/wwwgraphql/ig/query/', FORM);
    expect(real.statusCode).toBe(200);
    expect(real.json().data.feed_timeline.edges.length).toBeGreaterThan(0);
    const first = await me.post('/api/v1/web/bench/feed/', FORM);
    const second = await me.post('/api/v1/web/bench/feed/', FORM);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(real.headers['content-type']);
    // The home feed reuses its snapshot within a minute, so the real call answers the same page.
    expect(first.body).toBe(real.body);
    expect(second.body).toBe(real.body);
  });

  it('answers in the language the request asks for, like the real call', async () => {
    const me = new TestClient(bench.app);
    await me.login('me', 'password1');
    for (const language of ['en', 'zh-CN']) {
      const headers = { 'accept-language': language };
      const real = await me.post('/web/wwwgraphql/ig/query/', FORM, { headers });
      const limit = await me.post('/api/v1/web/bench/feed/', FORM, { headers });
      expect(limit.body).toBe(real.body);
    }
  });

  it('answers what the real call answers to a visitor (401), and keeps nothing for it', async () => {
    const visitor = new TestClient(bench.app);
    const response = await visitor.post('/api/v1/web/bench/feed/', FORM);
    expect(response.statusCode).toBe(401);
  });

  it('does not exist without BENCH_ENDPOINTS', async () => {
    const me = new TestClient(plain.app);
    await me.login('me', 'password1');
    const response = await me.post('/api/v1/web/bench/feed/', FORM);
    expect(response.statusCode).toBe(404);
  });
});
