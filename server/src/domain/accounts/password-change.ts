import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { endOtherSessions } from './sessions.js';
import { hashPassword, verifyPassword } from '../users/passwords.js';

/**
 * Changes the account's password (docs/behaviour/accounts.md#changing-the-password): the current
 * one must match; the new hash and the end of every other session go in one transaction, so a
 * session that knew the old password cannot outlive the change.
 */
export async function changePassword(
  db: Kysely<DB>,
  user: UserRow,
  input: { oldPassword: string; newPassword: string; keepSessionHash: string | null },
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw new AppError(400, 'invalid_credentials', 'The password you entered is incorrect.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await endOtherSessions(trx, user.id, input.keepSessionHash);
  });
}
