import type { Kysely } from 'kysely';
import type { AnalyticsBatch } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { findConsent } from '../consent/cookie-consents.js';
import { fail } from '../../http/errors.js';

/** How long events and consent interactions are kept (docs/behaviour/analytics.md#what-the-server-keeps). */
export const ANALYTICS_RETENTION_MS = 90 * 24 * 3600 * 1000;
/** The retention sweep runs at most this often per server instance. */
const SWEEP_EVERY_MS = 60 * 1000;

let lastSweepAt = 0;

/**
 * Whether the browser (its essential `lumen_did` cookie) recorded consent to analytics; without
 * it the batch is refused with 403, so nothing is stored for a browser that declined
 * (docs/behaviour/analytics.md#consent-first).
 */
export async function assertAnalyticsConsent(db: Kysely<DB>, consentDevice: string | undefined): Promise<void> {
  const consent = await findConsent(db, consentDevice);
  if (!consent?.opted_in_controls.includes('analytics'))
    throw fail.forbidden('This browser has not allowed analytics cookies.');
}

/** Stores a batch in one statement (all or nothing), then sweeps expired rows now and then. */
export async function storeAnalyticsBatch(
  db: Kysely<DB>,
  batch: AnalyticsBatch,
  userId: number | null,
  now = Date.now(),
): Promise<number> {
  await db
    .insertInto('analytics_events')
    .values(
      batch.events.map((event) => ({
        device_id: batch.device_id,
        user_id: userId,
        event: event.event,
        event_category: event.event_category,
        event_flow: event.event_flow ?? null,
        event_step: event.event_step ?? null,
        extra_client_data: JSON.stringify(event.extra_client_data ?? {}),
        access_flow_version: event.access_flow_version,
        waterfall_id: event.waterfall_id,
        event_request_id: event.event_request_id,
        client_time: event.client_time,
        created_at: now,
      })),
    )
    .execute();
  if (now - lastSweepAt >= SWEEP_EVERY_MS) {
    lastSweepAt = now;
    await sweepExpiredAnalytics(db, now);
  }
  return batch.events.length;
}

/** Deletes events and consent interactions older than the retention limit (uses the created_at indexes). */
export async function sweepExpiredAnalytics(db: Kysely<DB>, now = Date.now()): Promise<void> {
  const cutoff = now - ANALYTICS_RETENTION_MS;
  await db.deleteFrom('analytics_events').where('created_at', '<', cutoff).execute();
  await db.deleteFrom('cookie_consent_log').where('created_at', '<', cutoff).execute();
}
