import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sweepExpiredConsentRecords } from '../consent/consent-retention.js';
import { sweepExpiredAnalytics } from './analytics-events.js';
import { startLeasedJob } from '../jobs/job-leases.js';
import { deleteExpiredWindows } from '../limits/expired-windows.js';
import { SHARED_LIMIT_KEY_PREFIX, SHARED_LIMIT_MAX_MEMORY_MS } from '../limits/limit-store.js';

/** How often each server instance sweeps (docs/behaviour/analytics.md#what-the-server-keeps). */
export const RETENTION_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** One pass over what anonymous writes leave behind: analytics events, consent records, limits' stale rows. */
export async function sweepExpiredRecords(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await sweepExpiredAnalytics(db, now);
  await sweepExpiredConsentRecords(db, now);
  await deleteExpiredWindows(db, SHARED_LIMIT_KEY_PREFIX, SHARED_LIMIT_MAX_MEMORY_MS, now);
}

/**
 * Sweeps on a timer, so old rows go even when nothing new arrives (a sweep run by arriving batches
 * kept everything once they stopped), on one instance at a time across those on the database
 * (docs/operating.md#periodic-jobs); answers the stop function, which waits for a pass under way
 * so that none runs on a closed database. A failed pass is logged and retried next time.
 */
export function startRetentionSweep(
  db: Kysely<DB>,
  log: (error: unknown) => void,
  everyMs = RETENTION_SWEEP_EVERY_MS,
): () => Promise<void> {
  const job = startLeasedJob({ db, name: 'retention-sweep', everyMs, pass: () => sweepExpiredRecords(db), log });
  return () => job.stop();
}
