import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { consentInteraction } from '../../test-support/consent-fixtures.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { DEVICE_COOKIE } from './device-cookie.js';

// The per-source limit on recorded cookie choices (docs/behaviour/consent.md#limits). Before it,
// one address could post 1,500 choices in a few seconds, each a new browser, and all were stored.
// A second app with its own connection to the same database stands for a second server instance.
let server: TestServer;
let second: { app: FastifyInstance; database: Database };
let perHour: number;
beforeAll(async () => {
  server = await createTestServer();
  const { databaseUrl, dataDir } = server.deps.config;
  const database = await openDatabase({ databaseUrl, dataDir });
  second = { app: await buildApp({ ...server.deps, ...database }), database };
  perHour = server.deps.config.signupsPerHour;
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await server.close();
});

const choice = { accept_only_essential: 'false', consent_to_everything: 'true' };

/** Rows the consent tables hold. */
async function storedRows(): Promise<{ consents: number; log: number }> {
  const { db } = server.deps;
  const count = async (table: 'cookie_consents' | 'cookie_consent_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { consents: await count('cookie_consents'), log: await count('cookie_consent_log') };
}

const interaction = JSON.stringify(consentInteraction({ session_id: 'session-limits-01' }));

/** A new browser at `address`, on the first or the second instance, posting one choice. */
function postFromNewBrowser(address: string, instance: 0 | 1) {
  const app = instance === 0 ? server.app : second.app;
  return new TestClient(app, { remoteAddress: address }).post('/cookie/consent/', { ...choice, interaction });
}

describe('the per-source limit on cookie choices', () => {
  it('refuses choices past the limit with 429, stores none of them, and counts across instances', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < perHour; i += 1) {
      const response = await postFromNewBrowser(address, i % 2 === 0 ? 0 : 1);
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await storedRows();
    for (const instance of [0, 1] as const) {
      const refused = await postFromNewBrowser(address, instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error_id).toBe('rate_limited');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // No device cookie either: it would name a choice that was never recorded.
      expect(refused.cookies.map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('holds when choices from one address arrive at once', async () => {
    // One instance: on PostgreSQL its pool runs them side by side (SQLite serves one process).
    const answers = await Promise.all(Array.from({ length: perHour + 5 }, () => postFromNewBrowser('203.0.113.24', 0)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(perHour);
    expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(5);
  });

  it('leaves other addresses alone', async () => {
    for (let i = 0; i <= perHour; i += 1) await postFromNewBrowser('203.0.113.21', 0);
    expect((await postFromNewBrowser('203.0.113.21', 1)).statusCode).toBe(429);
    const other = await postFromNewBrowser('203.0.113.22', 1);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('counts an IPv6 network (/64) as one source', async () => {
    for (let i = 0; i < perHour; i += 1) {
      const response = await postFromNewBrowser(`2001:db8:aa:1::${(i + 1).toString(16)}`, 0);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await postFromNewBrowser('2001:db8:aa:1:ffff::7', 1)).statusCode).toBe(429);
    expect((await postFromNewBrowser('2001:db8:aa:2::1', 1)).statusCode).toBe(200);
  });

  it('keeps one choice per browser: a changed choice replaces the one before', async () => {
    const browser = new TestClient(server.app, { remoteAddress: '203.0.113.23' });
    await browser.post('/cookie/consent/', choice);
    const device = browser.cookie(DEVICE_COOKIE);
    expect(device).toBeDefined();
    await browser.post('/cookie/consent/', { accept_only_essential: 'true', consent_to_everything: 'false' });
    await browser.post('/cookie/consent/', {
      accept_only_essential: 'false',
      consent_to_everything: 'false',
      opted_in_controls: '["analytics"]',
      optouts: JSON.stringify(Array.from({ length: 500 }, () => 'advertising')),
    });
    const rows = await server.deps.db
      .selectFrom('cookie_consents')
      .select(['opted_in_controls', 'optouts'])
      .where('device_id', '=', device!)
      .execute();
    // One row, and a repeated control is stored once: what is posted cannot make a row grow.
    expect(rows).toEqual([{ opted_in_controls: '["analytics"]', optouts: '["advertising"]' }]);
  });
});
