import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';

/** The per-follow flags the viewer can set on an account they follow. */
export type FollowFlag = 'is_bestie' | 'is_feed_favorite';

/**
 * Puts a followed account on (or takes it off) the viewer's close friends list or Favorites feed.
 * Setting needs a follow (400 otherwise); clearing on an unfollowed account changes nothing.
 */
export async function setFollowFlag(
  db: Kysely<DB>,
  viewer: UserRow,
  target: UserRow,
  flag: FollowFlag,
  value: boolean,
): Promise<void> {
  const result = await db
    .updateTable('follows')
    .set(flag === 'is_bestie' ? { is_bestie: value ? 1 : 0 } : { is_feed_favorite: value ? 1 : 0 })
    .where('follower_id', '=', viewer.id)
    .where('followee_id', '=', target.id)
    .executeTakeFirst();
  if (value && Number(result.numUpdatedRows) === 0) throw fail.badRequest('Follow this account first.');
}

/** The accounts the viewer follows with a flag set (close friends or Favorites), newest follow first. */
export async function listFlaggedFollowees(db: Kysely<DB>, viewer: UserRow, flag: FollowFlag): Promise<UserRow[]> {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .selectAll('users')
    .where('follows.follower_id', '=', viewer.id)
    .where(flag === 'is_bestie' ? 'follows.is_bestie' : 'follows.is_feed_favorite', '=', 1)
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
}
