import type { Kysely } from 'kysely';
import type { LoginResult } from 'shared-contracts';
import type { DB } from '../../../db/schema.js';
import { createChallenge } from './challenges.js';

/** Whether logging in to the account asks for a second factor after the password. */
export async function isTwoFactorOn(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.enabled_at != null;
}

/**
 * The password step's answer for an account with a second factor: no session, a challenge the
 * checkpoint sends back with the code (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
 */
export async function twoFactorCheckpoint(db: Kysely<DB>, userId: number): Promise<LoginResult> {
  return {
    authenticated: false,
    user: true,
    two_factor_required: true,
    two_factor_challenge: await createChallenge(db, userId),
    status: 'ok',
  };
}
