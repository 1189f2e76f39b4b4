import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { verifyPassword } from '../users/passwords.js';

/**
 * The user a username or email (any case) and password identify, or null. The password is checked
 * even when nobody has that name, so the answer takes as long either way.
 */
export async function authenticate(db: Kysely<DB>, identifier: string, password: string): Promise<UserRow | null> {
  const lower = identifier.toLowerCase();
  const column = lower.includes('@') ? 'email_lower' : 'username_lower';
  const user = await db.selectFrom('users').selectAll().where(column, '=', lower).executeTakeFirst();
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  return user && valid ? user : null;
}

/** The account a login finishes for (the second-factor step names it by id), or null when it is gone. */
export async function accountById(db: Kysely<DB>, userId: number): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()) ?? null;
}
