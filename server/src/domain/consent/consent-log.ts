import type { Kysely } from 'kysely';
import type { ConsentInteraction } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { saveConsent, type CookieChoice } from './cookie-consents.js';
import { takeConsentChoice } from './consent-limits.js';

/**
 * Appends the interaction record of one choice made in the cookie dialog
 * (docs/behaviour/consent.md#what-is-recorded). Kept for the analytics retention limit.
 */
export async function logConsentInteraction(
  db: Kysely<DB>,
  device: string,
  userId: number | null,
  record: ConsentInteraction,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('cookie_consent_log')
    .values({ device_id: device, user_id: userId, record: JSON.stringify(record), created_at: now })
    .execute();
}

/** Who is recording a choice: the browser, the account when logged in, and the client address. */
export interface ConsentChooser {
  device: string;
  userId: number | null;
  ip: string;
}

/**
 * Records a choice and, when sent, its interaction record, together or not at all, after counting
 * it against the per-source limit of `perHour` (docs/behaviour/consent.md#limits): a refused
 * choice stores nothing.
 */
export async function recordConsentChoice(
  db: Kysely<DB>,
  chooser: ConsentChooser,
  perHour: number,
  choice: CookieChoice,
  interaction: ConsentInteraction | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await takeConsentChoice(trx, chooser.ip, perHour);
    await saveConsent(trx, chooser.device, chooser.userId, choice);
    if (interaction) await logConsentInteraction(trx, chooser.device, chooser.userId, interaction);
  });
}
