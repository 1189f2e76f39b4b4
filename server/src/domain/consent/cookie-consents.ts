import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CookieConsent } from 'shared-contracts';
import { CookieControlSchema } from 'shared-contracts/schemas';
import type { DB } from '../../db/schema.js';
import { parseStoredJson } from '../../db/stored-json.js';

const StoredControlsSchema = z.array(CookieControlSchema);

/** A visitor's cookie choice as it is recorded (what the consent form decided). */
export type CookieChoice = Omit<CookieConsent, 'decided_at'>;

/** The recorded choice of a device, or null; a stored list that does not parse is an error. */
export async function findConsent(db: Kysely<DB>, device: string | undefined): Promise<CookieConsent | null> {
  if (!device) return null;
  const row = await db.selectFrom('cookie_consents').selectAll().where('device_id', '=', device).executeTakeFirst();
  if (!row) return null;
  return {
    accept_only_essential: row.accept_only_essential === 1,
    consent_to_everything: row.consent_to_everything === 1,
    opted_in_controls: parseStoredJson(
      StoredControlsSchema,
      row.opted_in_controls,
      'cookie_consents.opted_in_controls',
    ),
    optouts: parseStoredJson(StoredControlsSchema, row.optouts, 'cookie_consents.optouts'),
    decided_at: row.decided_at,
  };
}

/**
 * Records (or replaces) a device's choice, with the user who made it when logged in: one row per
 * device, whatever it sends, and each list holds a control at most once so a row stays small
 * (docs/behaviour/consent.md#limits).
 */
export async function saveConsent(
  db: Kysely<DB>,
  device: string,
  userId: number | null,
  choice: CookieChoice,
): Promise<void> {
  const values = {
    user_id: userId,
    accept_only_essential: choice.accept_only_essential ? 1 : 0,
    consent_to_everything: choice.consent_to_everything ? 1 : 0,
    opted_in_controls: JSON.stringify([...new Set(choice.opted_in_controls)]),
    optouts: JSON.stringify([...new Set(choice.optouts ?? [])]),
    decided_at: Date.now(),
  };
  await db
    .insertInto('cookie_consents')
    .values({ device_id: device, ...values })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
    .execute();
}
