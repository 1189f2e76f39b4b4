import type { Kysely } from 'kysely';
import type { AnalyticsBatch } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { findConsent } from '../consent/cookie-consents.js';
import { fail } from '../../http/errors.js';
import { deleteExpiredWindows } from '../limits/expired-windows.js';
import { limitSourceOf } from '../limits/source-address.js';
import {
  ANALYTICS_BUDGET_KEY_PREFIX,
  ANALYTICS_BUDGET_WINDOW_MS,
  analyticsByteBudget,
  storedBytesOf,
} from './analytics-byte-budget.js';

/** How long events and consent interactions are kept (docs/behaviour/analytics.md#what-the-server-keeps). */
export const ANALYTICS_RETENTION_MS = 90 * 24 * 3600 * 1000;

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

/**
 * Stores a batch from a client address, all of it or none: its bytes are spent from the source's
 * daily budget and its events inserted in one transaction, so a batch past the budget is refused
 * (429) with nothing stored, and a failed insert spends nothing
 * (docs/behaviour/analytics.md#what-the-server-keeps).
 */
export async function storeAnalyticsBatch(
  db: Kysely<DB>,
  batch: AnalyticsBatch,
  userId: number | null,
  ip: string,
  now = Date.now(),
): Promise<number> {
  const rows = batch.events.map((event) => ({
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
  }));
  const bytes = rows.reduce((sum, row) => sum + storedBytesOf(row), 0);
  await db.transaction().execute(async (trx) => {
    const waitMs = await analyticsByteBudget(trx).spend(
      `${ANALYTICS_BUDGET_KEY_PREFIX}${limitSourceOf(ip)}`,
      bytes,
      now,
    );
    if (waitMs > 0) throw fail.rateLimited('This address has sent its analytics for the day.', waitMs);
    await trx.insertInto('analytics_events').values(rows).execute();
  });
  return rows.length;
}

/** Deletes events past the retention limit (the created_at index) and the budgets whose day is over. */
export async function sweepExpiredAnalytics(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('analytics_events')
    .where('created_at', '<', now - ANALYTICS_RETENTION_MS)
    .execute();
  await deleteExpiredWindows(db, ANALYTICS_BUDGET_KEY_PREFIX, ANALYTICS_BUDGET_WINDOW_MS, now);
}
