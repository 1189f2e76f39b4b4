import type { Kysely } from 'kysely';
import type { ConsentInteraction } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { saveConsent, type CookieChoice } from './cookie-consents.js';

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

/** Records a choice and, when sent, its interaction record, together or not at all. */
export async function recordConsentChoice(
  db: Kysely<DB>,
  device: string,
  userId: number | null,
  choice: CookieChoice,
  interaction: ConsentInteraction | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveConsent(trx, device, userId, choice);
    if (interaction) await logConsentInteraction(trx, device, userId, interaction);
  });
}
