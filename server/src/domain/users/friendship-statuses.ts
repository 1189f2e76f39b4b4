import { sql, type Kysely } from 'kysely';
import {
  friendshipFromFacts,
  NO_FRIENDSHIP_FACTS,
  type FriendshipFacts,
  type FriendshipStatus,
} from 'shared-contracts';
import type { DB } from '../../db/schema.js';

interface RelationRow {
  kind: string;
  id: number;
  a: number;
  b: number;
}

/**
 * The viewer's relationship with many users at once (follower lists, request lists), in one
 * query: follows both ways (with favourite and close-friend flags), requests both ways, and the
 * viewer's mutes, blocks and restricts.
 */
export async function loadFriendshipStatuses(
  db: Kysely<DB>,
  viewerId: number,
  targetIds: readonly number[],
): Promise<Map<number, FriendshipStatus>> {
  const ids = [...new Set(targetIds)].filter((id) => id !== viewerId);
  const statuses = new Map<number, FriendshipStatus>();
  if (ids.length === 0) return statuses;
  const zero = sql<number>`0`;
  const rows: RelationRow[] = await db
    .selectFrom('follows')
    .select([sql<string>`'following'`.as('kind'), 'followee_id as id', 'is_feed_favorite as a', 'is_bestie as b'])
    .where('follower_id', '=', viewerId)
    .where('followee_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('follows')
        .select([sql<string>`'followed_by'`.as('kind'), 'follower_id as id', zero.as('a'), zero.as('b')])
        .where('followee_id', '=', viewerId)
        .where('follower_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('follow_requests')
        .select([sql<string>`'outgoing_request'`.as('kind'), 'target_id as id', zero.as('a'), zero.as('b')])
        .where('requester_id', '=', viewerId)
        .where('target_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('follow_requests')
        .select([sql<string>`'incoming_request'`.as('kind'), 'requester_id as id', zero.as('a'), zero.as('b')])
        .where('target_id', '=', viewerId)
        .where('requester_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('mutes')
        .select([sql<string>`'muting'`.as('kind'), 'target_id as id', 'mute_posts as a', 'mute_stories as b'])
        .where('user_id', '=', viewerId)
        .where('target_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('blocks')
        .select([sql<string>`'blocking'`.as('kind'), 'blocked_id as id', zero.as('a'), zero.as('b')])
        .where('blocker_id', '=', viewerId)
        .where('blocked_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('restricts')
        .select([sql<string>`'is_restricted'`.as('kind'), 'target_id as id', zero.as('a'), zero.as('b')])
        .where('user_id', '=', viewerId)
        .where('target_id', 'in', ids),
    )
    .execute();
  const facts = new Map<number, FriendshipFacts>(ids.map((id) => [id, { ...NO_FRIENDSHIP_FACTS }]));
  for (const row of rows) {
    const fact = facts.get(Number(row.id));
    if (!fact) continue;
    const a = Number(row.a);
    const b = Number(row.b);
    if (row.kind === 'following') {
      fact.following = true;
      fact.feedFavorite = a === 1;
      fact.bestie = b === 1;
    } else if (row.kind === 'followed_by') fact.followedBy = true;
    else if (row.kind === 'outgoing_request') fact.outgoingRequest = true;
    else if (row.kind === 'incoming_request') fact.incomingRequest = true;
    else if (row.kind === 'muting') fact.muting = a === 1 || b === 1;
    else if (row.kind === 'blocking') fact.blocking = true;
    else if (row.kind === 'is_restricted') fact.restricted = true;
  }
  for (const [id, fact] of facts) statuses.set(id, friendshipFromFacts(fact));
  return statuses;
}

/** Which of a user's content the viewer muted: posts and story, separately (docs/behaviour/relationships.md#mute). */
export interface MuteOptions {
  posts: boolean;
  story: boolean;
}

/** The viewer's mute options for one user (both false when not muted). */
export async function loadMuteOptions(db: Kysely<DB>, viewerId: number, targetId: number): Promise<MuteOptions> {
  const row = await db
    .selectFrom('mutes')
    .select(['mute_posts', 'mute_stories'])
    .where('user_id', '=', viewerId)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return { posts: row?.mute_posts === 1, story: row?.mute_stories === 1 };
}
