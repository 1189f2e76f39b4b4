import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { LOGIN_ACCOUNT_BACKOFF, LOGIN_PAIR_BACKOFF, LOGIN_SOURCE_LIMIT } from '../../domain/accounts/login-throttle.js';

// The limits are kept in memory and do not depend on the database, so SQLite is enough here.
// The clock is frozen (Date only): no assertion depends on how fast the machine is.

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

const LOGIN = '/api/v1/web/accounts/login/ajax/';

function tryLogin(
  client: TestClient,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return client.post(LOGIN, { username, password }, { headers });
}

function expectRateLimited(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  expect(response.json().error_id).toBe('rate_limited');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

describe('login limits', () => {
  it('a forged X-Forwarded-For does not give a fresh budget: the connection address counts', async () => {
    await makeUser(server.deps.db, 'forged.target');
    const attacker = new TestClient(server.app, { remoteAddress: '198.51.100.1' });
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_PAIR_BACKOFF.freeFailures + 1; i += 1) {
      const forged = { 'x-forwarded-for': `10.0.${i}.${i + 1}` };
      statuses.push((await tryLogin(attacker, 'forged.target', `guess-${i}`, forged)).statusCode);
    }
    // The free failures and one more are answered; then the source waits.
    expect(statuses.slice(0, LOGIN_PAIR_BACKOFF.freeFailures + 1).every((s) => s === 400)).toBe(true);
    expectRateLimited(await tryLogin(attacker, 'forged.target', 'password1', { 'x-forwarded-for': '10.9.9.9' }));
  });

  it('one password sprayed over many usernames from one source is limited; other sources are not', async () => {
    const sprayer = new TestClient(server.app, { remoteAddress: '198.51.100.2' });
    for (let i = 0; i < LOGIN_SOURCE_LIMIT.failures; i += 1) {
      expect((await tryLogin(sprayer, `sprayed.${i}`, 'Summer2030!')).statusCode).toBe(400);
    }
    const retryAfter = expectRateLimited(await tryLogin(sprayer, 'sprayed.next', 'Summer2030!'));
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_SOURCE_LIMIT.windowMs / 1000);
    const someoneElse = new TestClient(server.app, { remoteAddress: '198.51.100.3' });
    expect((await tryLogin(someoneElse, 'sprayed.next', 'Summer2030!')).statusCode).toBe(400);
    // The window ends, the source may try again.
    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await tryLogin(sprayer, 'sprayed.next', 'Summer2030!')).statusCode).toBe(400);
  });

  it("an attacker's burst, even naming the owner's address in X-Forwarded-For, does not lock the owner out", async () => {
    await makeUser(server.deps.db, 'owner.one');
    const ownerAddress = '192.0.2.10';
    const attacker = new TestClient(server.app, { remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 15; i += 1) {
      await tryLogin(attacker, 'owner.one', `guess-${i}`, { 'x-forwarded-for': ownerAddress });
    }
    const owner = new TestClient(server.app, { remoteAddress: ownerAddress });
    expect((await tryLogin(owner, 'owner.one', 'password1')).statusCode).toBe(200);
    // The attacker's own address is the one that waits.
    expectRateLimited(await tryLogin(attacker, 'owner.one', 'guess-last'));
  });

  it('many sources guessing one account slow it down, but the owner waits at most the backoff cap', async () => {
    await makeUser(server.deps.db, 'owner.two');
    for (let i = 0; i <= LOGIN_ACCOUNT_BACKOFF.freeFailures; i += 1) {
      const bot = new TestClient(server.app, { remoteAddress: `203.0.113.${100 + i}` });
      expect((await tryLogin(bot, 'owner.two', `guess-${i}`)).statusCode).toBe(400);
    }
    const owner = new TestClient(server.app, { remoteAddress: '192.0.2.20' });
    const retryAfter = expectRateLimited(await tryLogin(owner, 'owner.two', 'password1'));
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_BACKOFF.maxDelayMs / 1000);
    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await tryLogin(owner, 'owner.two', 'password1')).statusCode).toBe(200);
    // The success forgets the account's failures: the next wrong guess is answered, not refused.
    const bot = new TestClient(server.app, { remoteAddress: '203.0.113.250' });
    expect((await tryLogin(bot, 'owner.two', 'guess-again')).statusCode).toBe(400);
  });

  it('the backoff of one account never exceeds its cap however long the attack goes on', async () => {
    await makeUser(server.deps.db, 'owner.three');
    let longest = 0;
    for (let round = 0; round < 30; round += 1) {
      const bot = new TestClient(server.app, { remoteAddress: `198.18.${round}.1` });
      const response = await tryLogin(bot, 'owner.three', `guess-${round}`);
      if (response.statusCode === 429) {
        const wait = expectRateLimited(response);
        longest = Math.max(longest, wait);
        vi.setSystemTime(Date.now() + wait * 1000);
      }
    }
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(LOGIN_ACCOUNT_BACKOFF.maxDelayMs / 1000);
  });
});

describe('login limits behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await createTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('uses the forwarded address when the peer is a trusted proxy, and ignores it otherwise', async () => {
    const viaProxy = new TestClient(proxied.app);
    const sprayer = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < LOGIN_SOURCE_LIMIT.failures; i += 1) {
      expect((await tryLogin(viaProxy, `nobody.${i}`, 'x', sprayer)).statusCode).toBe(400);
    }
    expectRateLimited(await tryLogin(viaProxy, 'nobody.next', 'x', sprayer));
    // Another client behind the same proxy is another source.
    expect((await tryLogin(viaProxy, 'nobody.next', 'x', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(400);
    // A peer that is not a trusted proxy cannot choose its address.
    const direct = new TestClient(proxied.app, { remoteAddress: '198.51.100.77' });
    for (let i = 0; i < LOGIN_SOURCE_LIMIT.failures; i += 1) {
      await tryLogin(direct, `nobody.${i}`, 'x', { 'x-forwarded-for': `10.1.${i}.1` });
    }
    expectRateLimited(await tryLogin(direct, 'nobody.next', 'x', { 'x-forwarded-for': '10.2.0.1' }));
  });
});
