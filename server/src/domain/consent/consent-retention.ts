import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deleteExpiredWindows } from '../limits/expired-windows.js';
import { ANALYTICS_RETENTION_MS } from '../analytics/analytics-events.js';
import { CONSENT_CHOICE_KEY_PREFIX, CONSENT_CHOICE_WINDOW_MS } from './consent-limits.js';

/** How long the device cookie `lumen_did` lives (docs/behaviour/consent.md#when-the-dialog-shows). */
export const DEVICE_ID_LIFETIME_MS = 2 * 365 * 24 * 3600 * 1000;

/**
 * Deletes what consent keeps no longer than needed (docs/behaviour/consent.md#limits): interaction
 * records past the analytics retention, choices no browser can present any more, and the
 * per-source counts whose hour is over. The device cookie is set with the first recorded choice
 * and never renewed, so a choice last made more than its lifetime ago belongs to an expired cookie.
 */
export async function sweepExpiredConsentRecords(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('cookie_consent_log')
    .where('created_at', '<', now - ANALYTICS_RETENTION_MS)
    .execute();
  await db
    .deleteFrom('cookie_consents')
    .where('decided_at', '<', now - DEVICE_ID_LIFETIME_MS)
    .execute();
  await deleteExpiredWindows(db, CONSENT_CHOICE_KEY_PREFIX, CONSENT_CHOICE_WINDOW_MS, now);
}
