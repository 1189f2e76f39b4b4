import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { hashToken } from '../../../http/session.js';

/** How long the login checkpoint waits for a code after the password (docs/behaviour/accounts.md#logging-in-with-a-second-factor). */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Codes one challenge takes; after that the person logs in again with the password. */
export const TWO_FACTOR_CHALLENGE_TRIES = 5;

/**
 * A challenge for an account whose password was right: a random id the browser holds; only its
 * hash is stored. Expired challenges of every account are swept here, so the table stays small.
 */
export async function createChallenge(db: Kysely<DB>, userId: number, now: number = Date.now()): Promise<string> {
  const challenge = crypto.randomBytes(32).toString('base64url');
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      challenge_hash: hashToken(challenge),
      user_id: userId,
      expires_at: now + TWO_FACTOR_CHALLENGE_TTL_MS,
      failures: 0,
    })
    .execute();
  return challenge;
}

/**
 * Takes one try of a challenge, before the code is checked (so parallel guesses cannot pass the
 * limit); the account it is for, or null when it is unknown, expired or out of tries.
 */
export async function takeChallengeTry(
  db: Kysely<DB>,
  challenge: string,
  now: number = Date.now(),
): Promise<number | null> {
  const hash = hashToken(challenge);
  const taken = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('challenge_hash', '=', hash)
    .where('expires_at', '>', now)
    .where('failures', '<', TWO_FACTOR_CHALLENGE_TRIES)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('two_factor_challenges')
    .select('user_id')
    .where('challenge_hash', '=', hash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Ends a challenge (its code was right); it cannot be used again. */
export async function endChallenge(db: Kysely<DB>, challenge: string): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('challenge_hash', '=', hashToken(challenge)).execute();
}
