import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Which of these accounts follow the viewer: a suggestion that does reads "Follow back"
 * (docs/behaviour/relationships.md#follow). One query, and none for an empty list.
 */
export async function followersAmong(db: Kysely<DB>, viewerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', viewerId)
    .where('follower_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.follower_id));
}
