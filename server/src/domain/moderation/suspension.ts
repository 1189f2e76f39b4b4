import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { endOtherSessions } from '../accounts/sessions.js';

// Suspending an account (docs/behaviour/moderation.md#suspending). While `suspended_at` is set the
// account rules (server/src/policy/) hide it from everyone, as an account awaiting deletion, and
// it cannot log in. A suspension for a time is lifted at its end by the account's next login, or
// earlier by a moderator; until then the account stays hidden.

/** Suspends an account until `until` (ms), or for good (null), and ends every session it has. */
export async function suspend(db: Kysely<DB>, userId: number, until: number | null, now: number): Promise<void> {
  await db.updateTable('users').set({ suspended_at: now, suspended_until: until }).where('id', '=', userId).execute();
  await endOtherSessions(db, userId, null);
}

/** Lifts a suspension: the account and its content are back at once. */
export async function unsuspend(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('users').set({ suspended_at: null, suspended_until: null }).where('id', '=', userId).execute();
}

/**
 * At login, after the password was right: refuses a suspended account with its end date
 * (`account_suspended`, 403; `fields.suspended_until` is the end in ms, or '' for good), and lifts
 * a suspension whose end has passed.
 */
export async function refuseSuspendedLogin(db: Kysely<DB>, user: UserRow, now = Date.now()): Promise<void> {
  if (user.suspended_at === null) return;
  const until = user.suspended_until === null ? null : Number(user.suspended_until);
  if (until !== null && until <= now) {
    await db
      .updateTable('users')
      .set({ suspended_at: null, suspended_until: null })
      .where('id', '=', user.id)
      .where('suspended_at', 'is not', null)
      .execute();
    return;
  }
  throw new AppError(403, 'account_suspended', 'This account is suspended.', {
    suspended_until: until === null ? '' : String(until),
  });
}
