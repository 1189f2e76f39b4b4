import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import {
  ANALYTICS_BYTES_PER_SOURCE_PER_DAY,
  ANALYTICS_ROW_OVERHEAD_BYTES,
} from '../../domain/analytics/analytics-byte-budget.js';

// Each source address may have 10 MB of analytics stored a day, counted in the database for every
// instance (docs/behaviour/analytics.md#what-the-server-keeps). Before, within the per-minute
// limits, one address could store about 63 KB per batch, 600 batches a minute: some 54 GB a day.
// A second app with its own connection to the same database stands for a second server instance.
let server: TestServer;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  server = await createTestServer();
  const { databaseUrl, dataDir } = server.deps.config;
  const database = await openDatabase({ databaseUrl, dataDir });
  second = { app: await buildApp({ ...server.deps, ...database }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await server.close();
});

const URL = '/api/v1/web/logging/events/';
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

/** An event as large as the schema allows: 20 values of 300 characters. */
const bigEvent = {
  event: 'page_view',
  event_category: 'navigation',
  extra_client_data: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key_${i}`, 'v'.repeat(300)])),
  access_flow_version: 'F2_FLOW',
  waterfall_id: 'waterfall-budget',
  event_request_id: 'request-budget',
  client_time: 1_700_000_000_000,
};

/** A batch of 10 big events (about 63 KB, under the 64 KB body limit). */
function fullBatch(deviceId: string): Buffer {
  return Buffer.from(JSON.stringify({ device_id: deviceId, events: Array<unknown>(10).fill(bigEvent) }));
}

/** A browser at `address` that allowed analytics, on the given app. */
async function consentingBrowser(app: FastifyInstance, address: string): Promise<TestClient> {
  const client = new TestClient(app, { remoteAddress: address });
  await client.post('/cookie/consent/', { accept_only_essential: 'false', consent_to_everything: 'true' });
  return client;
}

/** The bytes stored for the given analytics device ids, counted as the budget counts them. */
async function storedBytes(devicePrefix: string): Promise<number> {
  const rows = await server.deps.db
    .selectFrom('analytics_events')
    .selectAll()
    .where('device_id', 'like', `${devicePrefix}%`)
    .execute();
  const text = (value: string | null) => Buffer.byteLength(value ?? '', 'utf8');
  return rows.reduce(
    (sum, row) =>
      sum +
      ANALYTICS_ROW_OVERHEAD_BYTES +
      text(row.device_id) +
      text(row.event) +
      text(row.event_category) +
      text(row.event_flow) +
      text(row.event_step) +
      text(row.extra_client_data) +
      text(row.access_flow_version) +
      text(row.waterfall_id) +
      text(row.event_request_id),
    0,
  );
}

describe('the daily analytics budget per source address', () => {
  it(
    'refuses batches once 10 MB are stored for the address, on every instance, and stores nothing more',
    { timeout: 120_000 },
    async () => {
      const address = '198.51.100.40';
      // Two browsers on each instance, so the per-browser batches a minute (kept per instance) never bind.
      const browsers = [
        await consentingBrowser(server.app, address),
        await consentingBrowser(second.app, address),
        await consentingBrowser(server.app, address),
        await consentingBrowser(second.app, address),
      ];
      let accepted = 0;
      let refusal: Awaited<ReturnType<TestClient['post']>> | undefined;
      for (let i = 0; !refusal && i < 400; i += 1) {
        const response = await browsers[i % 4]!.post(URL, fullBatch(`budget-device-a${i % 4}`), JSON_HEADERS);
        if (response.statusCode === 429) refusal = response;
        else {
          expect(response.statusCode, response.body).toBe(200);
          accepted += 1;
        }
      }
      expect(refusal?.json().error_id).toBe('rate_limited');
      // Retry-After: when the address's day is over (it started with its first batch).
      const retryAfter = Number(refusal?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

      const stored = await storedBytes('budget-device-a');
      const perBatch = stored / accepted;
      expect(stored).toBeLessThanOrEqual(ANALYTICS_BYTES_PER_SOURCE_PER_DAY);
      expect(stored).toBeGreaterThan(ANALYTICS_BYTES_PER_SOURCE_PER_DAY - perBatch);

      // Every instance refuses further batches, and the stored bytes stop growing.
      for (const browser of browsers)
        expect((await browser.post(URL, fullBatch('budget-device-a9'), JSON_HEADERS)).statusCode).toBe(429);
      expect(await storedBytes('budget-device-a')).toBe(stored);

      // Another address still has its whole budget.
      const other = await consentingBrowser(second.app, '198.51.100.41');
      expect((await other.post(URL, fullBatch('budget-device-b0'), JSON_HEADERS)).statusCode).toBe(200);
    },
  );
});
