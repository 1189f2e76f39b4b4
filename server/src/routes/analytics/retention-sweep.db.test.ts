import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { ANALYTICS_RETENTION_MS } from '../../domain/analytics/analytics-events.js';
import { ANALYTICS_BUDGET_WINDOW_MS } from '../../domain/analytics/analytics-byte-budget.js';
import { startRetentionSweep, sweepExpiredRecords } from '../../domain/analytics/retention-sweep.js';
import { CONSENT_CHOICE_WINDOW_MS } from '../../domain/consent/consent-limits.js';
import { DEVICE_ID_LIFETIME_MS } from '../../domain/consent/consent-retention.js';

// What anonymous writes leave behind is kept only as long as it is needed
// (docs/behaviour/analytics.md#what-the-server-keeps, docs/behaviour/consent.md#limits).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 3600 * 1000;

function eventRow(device: string, createdAt: number) {
  return {
    device_id: device,
    user_id: null,
    event: 'page_view',
    event_category: 'navigation',
    event_flow: null,
    event_step: null,
    extra_client_data: '{}',
    access_flow_version: 'F2_FLOW',
    waterfall_id: 'waterfall-0001',
    event_request_id: 'request-0001',
    client_time: 1,
    created_at: createdAt,
  };
}

function consentRow(device: string, decidedAt: number) {
  return {
    device_id: device,
    user_id: null,
    accept_only_essential: 1,
    consent_to_everything: 0,
    opted_in_controls: '[]',
    optouts: '[]',
    decided_at: decidedAt,
  };
}

describe('the retention sweep', () => {
  it('deletes old events, old consent records, unreachable choices and finished limit windows', async () => {
    const { db } = server.deps;
    const now = Date.now();
    await db
      .insertInto('analytics_events')
      .values([eventRow('sweep-old-event', now - ANALYTICS_RETENTION_MS - 1), eventRow('sweep-new-event', now - DAY)])
      .execute();
    await db
      .insertInto('cookie_consent_log')
      .values([
        { device_id: 'sweep-old-log', user_id: null, record: '{}', created_at: now - ANALYTICS_RETENTION_MS - 1 },
        { device_id: 'sweep-new-log', user_id: null, record: '{}', created_at: now - DAY },
      ])
      .execute();
    await db
      .insertInto('cookie_consents')
      .values([
        consentRow('sweep-expired-device', now - DEVICE_ID_LIFETIME_MS - 1),
        consentRow('sweep-live-device', now - 365 * DAY),
      ])
      .execute();
    await db
      .insertInto('rate_limit_windows')
      .values([
        { limit_key: 'consent-source:192.0.2.1', window_start: now - CONSENT_CHOICE_WINDOW_MS, attempts: 10 },
        { limit_key: 'consent-source:192.0.2.2', window_start: now - 1000, attempts: 10 },
        { limit_key: 'analytics-bytes:192.0.2.1', window_start: now - ANALYTICS_BUDGET_WINDOW_MS, attempts: 5000 },
        { limit_key: 'analytics-bytes:192.0.2.2', window_start: now - CONSENT_CHOICE_WINDOW_MS, attempts: 5000 },
        // Another limit's row is its own owner's business, however old.
        { limit_key: 'sweep-other-limit:1', window_start: now - 365 * DAY, attempts: 1 },
      ])
      .execute();

    await sweepExpiredRecords(db, now);

    const devices = async (table: 'analytics_events' | 'cookie_consent_log' | 'cookie_consents') =>
      (await db.selectFrom(table).select('device_id').where('device_id', 'like', 'sweep-%').execute())
        .map((row) => row.device_id)
        .sort();
    expect(await devices('analytics_events')).toEqual(['sweep-new-event']);
    expect(await devices('cookie_consent_log')).toEqual(['sweep-new-log']);
    expect(await devices('cookie_consents')).toEqual(['sweep-live-device']);
    const keys = (await db.selectFrom('rate_limit_windows').select('limit_key').execute()).map((row) => row.limit_key);
    expect(keys.sort()).toEqual(['analytics-bytes:192.0.2.2', 'consent-source:192.0.2.2', 'sweep-other-limit:1']);
  });

  it('runs on its timer, so old events go even when no batch arrives', async () => {
    const { db } = server.deps;
    await db
      .insertInto('analytics_events')
      .values(eventRow('sweep-timer-event', Date.now() - ANALYTICS_RETENTION_MS - 1))
      .execute();
    const errors: unknown[] = [];
    const stop = startRetentionSweep(db, (error) => errors.push(error), 20);
    try {
      const left = async () =>
        db.selectFrom('analytics_events').select('id').where('device_id', '=', 'sweep-timer-event').execute();
      for (let i = 0; i < 200 && (await left()).length > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await left()).toEqual([]);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});
