import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { SIGNUP_WINDOW_MS } from './accounts-routes.js';

// The count is kept in memory and does not depend on the database, so SQLite is enough here.
// The clock is frozen (Date only): no assertion depends on how fast the machine is.

const SIGN_UP = '/api/v1/web/accounts/web_create_ajax/';
const form = (username: string, email = `${username}@example.org`) => ({
  email,
  full_name: 'Limit Test',
  username,
  password: 'correct horse',
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up limit per source', () => {
  it('counts every well-formed sign-up of a source, refused ones too, and answers 429 with Retry-After', async () => {
    const limit = server.deps.config.signupsPerHour;
    const source = { remoteAddress: '198.51.100.40' };
    for (let i = 0; i < limit - 1; i += 1) {
      expect((await new TestClient(server.app, source).post(SIGN_UP, form(`burst.${i}`))).statusCode).toBe(200);
    }
    // Probing a taken email uses the budget like anything else.
    const probe = await new TestClient(server.app, source).post(SIGN_UP, form('burst.probe', 'burst.0@example.org'));
    expect(probe.statusCode).toBe(409);
    const refused = await new TestClient(server.app, source).post(SIGN_UP, form('burst.over'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_id).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(SIGNUP_WINDOW_MS / 1000);
    const created = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', 'burst.over')
      .executeTakeFirst();
    expect(created).toBeUndefined();
    // Another source is not affected, and the source may sign up again once its window is over.
    const other = new TestClient(server.app, { remoteAddress: '198.51.100.41' });
    expect((await other.post(SIGN_UP, form('elsewhere.one'))).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await new TestClient(server.app, source).post(SIGN_UP, form('burst.later'))).statusCode).toBe(200);
  });

  it('does not count a form the server refuses as malformed', async () => {
    const source = { remoteAddress: '198.51.100.42' };
    for (let i = 0; i < server.deps.config.signupsPerHour + 2; i += 1) {
      const bad = await new TestClient(server.app, source).post(SIGN_UP, { ...form(`typo.${i}`), email: 'nope' });
      expect(bad.statusCode).toBe(400);
    }
    expect((await new TestClient(server.app, source).post(SIGN_UP, form('typo.fixed'))).statusCode).toBe(200);
  });
});

describe('SIGNUPS_PER_HOUR', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await createTestServer({ SIGNUPS_PER_HOUR: '2' });
  });
  afterAll(() => strict.close());

  it('sets the count per source', async () => {
    const statuses: number[] = [];
    for (const name of ['strict.a', 'strict.b', 'strict.c']) {
      statuses.push((await new TestClient(strict.app).post(SIGN_UP, form(name))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
