import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { hashPassword } from '../users/passwords.js';
import { searchableName } from '../users/searchable-name.js';

/** What sign-up records of a new account (already validated). */
export interface NewAccount {
  username: string;
  email: string;
  fullName: string;
  password: string;
}

/**
 * Creates an account. A username already in use (in any case) is a 409 `username_taken`, also for
 * a sign-up that loses a race for the same name: usernames are public. An email already in use is
 * a 409 `signup_refused` that does not name the email (docs/behaviour/accounts.md#sign-up).
 */
export async function createAccount(db: Kysely<DB>, account: NewAccount): Promise<UserRow> {
  const usernameLower = account.username.toLowerCase();
  const emailLower = account.email.toLowerCase();
  const clash = await db
    .selectFrom('users')
    .select(['username_lower', 'email_lower'])
    .where((eb) => eb.or([eb('username_lower', '=', usernameLower), eb('email_lower', '=', emailLower)]))
    .executeTakeFirst();
  if (clash?.username_lower === usernameLower) throw fail.conflict('username_taken', 'This username is not available.');
  if (clash) throw fail.conflict('signup_refused', 'An account cannot be created with these details.');
  const passwordHash = await hashPassword(account.password);
  return db
    .insertInto('users')
    .values({
      username: account.username,
      username_lower: usernameLower,
      email_lower: emailLower,
      full_name: account.fullName,
      full_name_lower: searchableName(account.fullName),
      password_hash: passwordHash,
      created_at: Date.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two sign-ups racing for one name: the unique index decides, the loser gets a clear answer.
      if (String(error).toLowerCase().includes('unique'))
        throw fail.conflict('username_taken', 'This username is not available.');
      throw error;
    });
}
