import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { createSharedWindowLimiter } from '../limits/shared-window-limiter.js';
import { limitSourceOf } from '../limits/source-address.js';

/** The window of the per-source limit on recorded choices (docs/behaviour/consent.md#limits). */
export const CONSENT_CHOICE_WINDOW_MS = 3600_000;
/** Keys of that limit in `rate_limit_windows`: this, then the source. */
export const CONSENT_CHOICE_KEY_PREFIX = 'consent-source:';

/**
 * Counts one choice from a client address against `perHour` choices an hour per source, in the
 * database so that every server instance shares the count; past it, refuses with 429. Called in
 * the transaction that records the choice, so a refused or failed choice is not counted and a
 * counted one is stored (docs/behaviour/consent.md#limits).
 */
export async function takeConsentChoice(db: Kysely<DB>, ip: string, perHour: number, now = Date.now()): Promise<void> {
  const limiter = createSharedWindowLimiter(db, perHour, CONSENT_CHOICE_WINDOW_MS);
  const waitMs = await limiter.take(`${CONSENT_CHOICE_KEY_PREFIX}${limitSourceOf(ip)}`, now);
  if (waitMs > 0) throw fail.rateLimited('Too many cookie choices from this address. Please try again later.', waitMs);
}
