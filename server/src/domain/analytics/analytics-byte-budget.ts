import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { createSharedByteBudget, type SharedByteBudget } from '../limits/shared-byte-budget.js';

/**
 * What one source address may have stored in a day (docs/behaviour/analytics.md#what-the-server-keeps):
 * 10 MB: about 160 full batches, or tens of thousands of ordinary events, far above what one person's
 * browsing sends in a day.
 */
export const ANALYTICS_BYTES_PER_SOURCE_PER_DAY = 10 * 1024 * 1024;
/** The budget's window: a day from the source's first stored batch. */
export const ANALYTICS_BUDGET_WINDOW_MS = 24 * 3600 * 1000;
/** Keys of the budget in `rate_limit_windows`: this, then the source. */
export const ANALYTICS_BUDGET_KEY_PREFIX = 'analytics-bytes:';
/** What a stored event costs besides its text: its id, account, two times and index entries. */
export const ANALYTICS_ROW_OVERHEAD_BYTES = 64;

/** The columns of a stored event that hold text (its numbers are in the row overhead). */
export interface StoredEventText {
  device_id: string;
  event: string;
  event_category: string;
  event_flow: string | null;
  event_step: string | null;
  extra_client_data: string;
  access_flow_version: string;
  waterfall_id: string;
  event_request_id: string;
}

/** The bytes an event takes once stored, as counted against the budget. */
export function storedBytesOf(row: StoredEventText): number {
  const texts = [
    row.device_id,
    row.event,
    row.event_category,
    row.event_flow ?? '',
    row.event_step ?? '',
    row.extra_client_data,
    row.access_flow_version,
    row.waterfall_id,
    row.event_request_id,
  ];
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), ANALYTICS_ROW_OVERHEAD_BYTES);
}

/** The daily byte budget of analytics, counted in `db` for every server instance on it. */
export function analyticsByteBudget(db: Kysely<DB>): SharedByteBudget {
  return createSharedByteBudget(db, ANALYTICS_BYTES_PER_SOURCE_PER_DAY, ANALYTICS_BUDGET_WINDOW_MS);
}
