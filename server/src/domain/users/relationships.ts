import type { Kysely } from 'kysely';
import { canViewProfileContent } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';

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

/** Whether a viewer (or a logged-out visitor, null) may see a user's posts and lists. */
export async function canViewContentOf(db: Kysely<DB>, viewer: UserRow | null, owner: UserRow): Promise<boolean> {
  const viewerIsOwner = viewer?.id === owner.id;
  const viewerFollows =
    viewer && !viewerIsOwner && owner.is_private === 1 ? await isFollowing(db, viewer.id, owner.id) : false;
  return canViewProfileContent({
    isPrivate: owner.is_private === 1,
    viewerIsOwner,
    viewerFollows,
    blockedEitherWay: false,
  });
}

/** Finds a user by username, case-insensitively. */
export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
}
