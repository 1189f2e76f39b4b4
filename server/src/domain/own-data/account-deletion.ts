import type { Kysely } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { verifyPassword } from '../users/passwords.js';

/** How long an account waits, hidden, before it is purged (docs/behaviour/own-data.md#during-the-grace-period). */
export const ACCOUNT_DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600 * 1000;

/** The refusal of a wrong password, worded like the login's. */
function wrongPassword(): AppError {
  return new AppError(400, 'invalid_credentials', 'The password you entered is incorrect.');
}

/** When an account that asked to be deleted at `requestedAt` is purged. */
export function purgeAfter(requestedAt: number): number {
  return requestedAt + ACCOUNT_DELETION_GRACE_MS;
}

/**
 * Asks for the account's deletion (docs/behaviour/own-data.md#deleting-an-account): the password
 * must match; the account is marked and every one of its sessions ends in the same transaction,
 * so from the next request on it is hidden from everyone. Asking again keeps the first date.
 */
export async function requestAccountDeletion(
  db: Kysely<DB>,
  user: UserRow,
  password: string,
  now: number = Date.now(),
): Promise<{ purgeAfter: number }> {
  if (!(await verifyPassword(user.password_hash, password))) throw wrongPassword();
  const requestedAt = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deletion_requested_at: now })
      .where('id', '=', user.id)
      .where('deletion_requested_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const row = await trx
      .selectFrom('users')
      .select('deletion_requested_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return row.deletion_requested_at ?? now;
  });
  return { purgeAfter: purgeAfter(requestedAt) };
}

/**
 * Called by a login that checked the password: an account awaiting deletion comes back (the
 * deletion is cancelled, docs/behaviour/own-data.md#during-the-grace-period); one whose grace
 * period is over is refused like a wrong password, since the purge may remove it any moment.
 */
export async function resumeAccountOnLogin(
  db: Kysely<DB>,
  user: UserRow,
  now: number = Date.now(),
): Promise<{ deletionCancelled: boolean }> {
  const requestedAt = user.deletion_requested_at;
  if (requestedAt === null) return { deletionCancelled: false };
  if (now >= purgeAfter(requestedAt))
    throw new AppError(400, 'invalid_credentials', 'The username or password you entered is incorrect.');
  await db
    .updateTable('users')
    .set({ deletion_requested_at: null })
    .where('id', '=', user.id)
    .where('deletion_requested_at', '=', requestedAt)
    .execute();
  return { deletionCancelled: true };
}
