import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { personVisibleTo } from '../../policy/people.js';
import { parseRowId } from '../../http/ids.js';

/** Ids of the users `viewerId` follows. */
export async function followeeIds(db: Kysely<DB>, viewerId: number): Promise<number[]> {
  const rows = await db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId).execute();
  return rows.map((r) => r.followee_id);
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(db: Kysely<DB>, followerId: number, followeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `userId` restricted `targetId` (the target's comments on the user's posts are covered). */
export async function isRestrictedBy(db: Kysely<DB>, userId: number, targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('restricts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Finds a user by username, case-insensitively; an account awaiting deletion is not there for anyone. */
export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', username.toLowerCase())
    .where(personVisibleTo(null))
    .executeTakeFirst();
}

/** Finds a user by id (text or number); undefined for anything else, out-of-range ids included. */
export function findUserById(db: Kysely<DB>, id: string | number): Promise<UserRow | undefined> {
  const numeric = parseRowId(id);
  if (numeric === null) return Promise.resolve(undefined);
  return db.selectFrom('users').selectAll().where('id', '=', numeric).where(personVisibleTo(null)).executeTakeFirst();
}
