import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX_EVENTS } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { ANALYTICS_RETENTION_MS } from '../../domain/analytics/analytics-events.js';
import { sweepExpiredRecords } from '../../domain/analytics/retention-sweep.js';
import { ANALYTICS_BATCHES_PER_MINUTE } from './analytics-routes.js';

const URL = '/api/v1/web/logging/events/';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function event(name = 'page_view', extra: Record<string, string | number> = {}) {
  return {
    event: name,
    event_category: 'navigation',
    extra_client_data: { path: '/', ...extra },
    access_flow_version: 'F2_FLOW',
    waterfall_id: 'waterfall-0001',
    event_request_id: 'request-0001',
    client_time: 1_700_000_000_000,
  };
}

function batch(events: unknown[], deviceId = 'analytics-device-01'): Buffer {
  return Buffer.from(JSON.stringify({ device_id: deviceId, events }));
}

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

/** A browser that recorded a choice: every control, or only essential cookies. */
async function browser(choice: 'all' | 'essential' | 'none'): Promise<TestClient> {
  const client = new TestClient(server.app);
  if (choice !== 'none')
    await client.post('/cookie/consent/', {
      accept_only_essential: String(choice === 'essential'),
      consent_to_everything: String(choice === 'all'),
    });
  return client;
}

async function storedEvents(deviceId: string) {
  return server.deps.db.selectFrom('analytics_events').selectAll().where('device_id', '=', deviceId).execute();
}

describe('analytics batches', () => {
  it('stores a consenting browser’s batch, with the logged-in account', async () => {
    await makeUser(server.deps.db, 'analyst');
    const client = await browser('all');
    await client.login('analyst', 'password1');
    const response = await client.post(URL, batch([event(), event('like')], 'device-stored-01'), JSON_HEADERS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', stored: 2 });
    const rows = await storedEvents('device-stored-01');
    expect(rows.map((row) => row.event)).toEqual(['page_view', 'like']);
    expect(rows[0]).toMatchObject({ access_flow_version: 'F2_FLOW', waterfall_id: 'waterfall-0001' });
    expect(JSON.parse(rows[0]!.extra_client_data)).toEqual({ path: '/' });
    expect(rows[0]!.user_id).not.toBeNull();
  });

  it('refuses a browser with no choice or one that declined optional cookies, and stores nothing', async () => {
    for (const choice of ['none', 'essential'] as const) {
      const client = await browser(choice);
      const response = await client.post(URL, batch([event()], `device-refused-${choice}`), JSON_HEADERS);
      expect(response.statusCode).toBe(403);
      expect(response.json().error_id).toBe('forbidden');
      expect(await storedEvents(`device-refused-${choice}`)).toEqual([]);
    }
  });

  it('accepts a beacon: text/plain JSON with the CSRF token in the query', async () => {
    const client = await browser('all');
    const token = client.cookie('csrftoken') ?? '';
    const response = await client.post(
      `${URL}?csrf_token=${encodeURIComponent(token)}`,
      batch([event()], 'device-beacon-01'),
      {
        csrf: false,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedEvents('device-beacon-01')).toHaveLength(1);
    const forged = await client.post(`${URL}?csrf_token=wrong-token-wrong-token`, batch([event()]), {
      csrf: false,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error_id).toBe('csrf_failed');
  });

  it('refuses a batch over the event cap or the byte cap, or with a malformed event, storing none of it', async () => {
    const client = await browser('all');
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX_EVENTS + 1 }, () => event());
    const many = await client.post(URL, batch(tooMany, 'device-capped-01'), JSON_HEADERS);
    expect(many.statusCode).toBe(400);
    expect(many.json().error_id).toBe('validation_failed');
    const big = await client.post(
      URL,
      batch([event('page_view', { note: 'x'.repeat(70_000) })], 'device-capped-01'),
      JSON_HEADERS,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error_id).toBe('payload_too_large');
    const malformed = await client.post(
      URL,
      batch([event(), { ...event(), event: 'DROP TABLE' }], 'device-capped-01'),
      JSON_HEADERS,
    );
    expect(malformed.statusCode).toBe(400);
    const notJson = await client.post(URL, Buffer.from('{'), { headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBe(400);
    expect(await storedEvents('device-capped-01')).toEqual([]);
  });

  it('rate-limits a browser past its batches per minute', async () => {
    const client = await browser('all');
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYTICS_BATCHES_PER_MINUTE.perBrowser; i += 1)
      statuses.push((await client.post(URL, batch([event()], 'device-limited-01'), JSON_HEADERS)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('forgets events and consent interactions past the retention limit', async () => {
    const { db } = server.deps;
    const now = Date.now();
    const base = { ...event(), event_flow: null, event_step: null, extra_client_data: '{}', user_id: null };
    await db
      .insertInto('analytics_events')
      .values([
        { ...base, device_id: 'device-retained-01', created_at: now - ANALYTICS_RETENTION_MS - 1 },
        { ...base, device_id: 'device-retained-01', event: 'like', created_at: now - 1000 },
      ])
      .execute();
    await sweepExpiredRecords(db, now);
    expect((await storedEvents('device-retained-01')).map((row) => row.event)).toEqual(['like']);
  });
});
