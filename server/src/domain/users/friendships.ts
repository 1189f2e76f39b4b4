import { sql, type Kysely } from 'kysely';
import { friendshipFromFacts, type FollowAnswer, type FriendshipStatus } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { isBlockedEitherWay } from '../../policy/people.js';

/**
 * The viewer's full relationship with one user, in one query: follows both ways (with the
 * favourite and close-friend flags), requests both ways, the viewer's mute, block and restrict.
 */
export async function loadFriendshipStatus(
  db: Kysely<DB>,
  viewerId: number,
  targetId: number,
): Promise<FriendshipStatus> {
  const rows = await db
    .selectFrom('follows')
    .select([sql<string>`'following'`.as('kind'), 'is_feed_favorite as a', 'is_bestie as b'])
    .where('follower_id', '=', viewerId)
    .where('followee_id', '=', targetId)
    .unionAll(
      db
        .selectFrom('follows')
        .select([sql<string>`'followed_by'`.as('kind'), sql<number>`0`.as('a'), sql<number>`0`.as('b')])
        .where('follower_id', '=', targetId)
        .where('followee_id', '=', viewerId),
    )
    .unionAll(
      db
        .selectFrom('follow_requests')
        .select([sql<string>`'outgoing_request'`.as('kind'), sql<number>`0`.as('a'), sql<number>`0`.as('b')])
        .where('requester_id', '=', viewerId)
        .where('target_id', '=', targetId),
    )
    .unionAll(
      db
        .selectFrom('follow_requests')
        .select([sql<string>`'incoming_request'`.as('kind'), sql<number>`0`.as('a'), sql<number>`0`.as('b')])
        .where('requester_id', '=', targetId)
        .where('target_id', '=', viewerId),
    )
    .unionAll(
      db
        .selectFrom('mutes')
        .select([sql<string>`'muting'`.as('kind'), 'mute_posts as a', 'mute_stories as b'])
        .where('user_id', '=', viewerId)
        .where('target_id', '=', targetId),
    )
    .unionAll(
      db
        .selectFrom('blocks')
        .select([sql<string>`'blocking'`.as('kind'), sql<number>`0`.as('a'), sql<number>`0`.as('b')])
        .where('blocker_id', '=', viewerId)
        .where('blocked_id', '=', targetId),
    )
    .unionAll(
      db
        .selectFrom('restricts')
        .select([sql<string>`'is_restricted'`.as('kind'), sql<number>`0`.as('a'), sql<number>`0`.as('b')])
        .where('user_id', '=', viewerId)
        .where('target_id', '=', targetId),
    )
    .execute();
  const kinds = new Map(rows.map((r) => [r.kind, r]));
  const following = kinds.get('following');
  const muting = kinds.get('muting');
  return friendshipFromFacts({
    following: following !== undefined,
    followedBy: kinds.has('followed_by'),
    feedFavorite: following?.a === 1,
    bestie: following?.b === 1,
    outgoingRequest: kinds.has('outgoing_request'),
    incomingRequest: kinds.has('incoming_request'),
    muting: muting !== undefined && (muting.a === 1 || muting.b === 1),
    blocking: kinds.has('blocking'),
    restricted: kinds.has('is_restricted'),
  });
}

/** The answer of the follow and unfollow mutations (docs/calls.md#graphql). */
export interface FriendshipChange {
  id: string;
  username: string;
  friendship_status: FollowAnswer;
}

async function change(db: Kysely<DB>, viewer: UserRow, target: UserRow): Promise<FriendshipChange> {
  const status = await loadFriendshipStatus(db, viewer.id, target.id);
  return {
    id: String(target.id),
    username: target.username,
    friendship_status: {
      following: status.following,
      outgoing_request: status.outgoing_request,
      followed_by: status.followed_by,
      is_bestie: status.is_bestie,
    },
  };
}

/** Refuses a friendship change on oneself, and on a user hidden by a block (as if missing). */
async function checkTarget(db: Kysely<DB>, viewer: UserRow, target: UserRow | undefined): Promise<UserRow> {
  if (!target || (await isBlockedEitherWay(db, viewer.id, target.id))) throw fail.notFound('User not found.');
  if (target.id === viewer.id) throw fail.badRequest('You cannot follow yourself.');
  return target;
}

/**
 * Follows a user; a private account gets a follow request instead (outgoing_request). Both are
 * idempotent: following twice, or asking twice, changes nothing.
 */
export async function follow(
  db: Kysely<DB>,
  viewer: UserRow,
  maybeTarget: UserRow | undefined,
): Promise<FriendshipChange> {
  const target = await checkTarget(db, viewer, maybeTarget);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const already = await trx
      .selectFrom('follows')
      .select('follower_id')
      .where('follower_id', '=', viewer.id)
      .where('followee_id', '=', target.id)
      .executeTakeFirst();
    if (already) return;
    if (target.is_private === 1) {
      await trx
        .insertInto('follow_requests')
        .values({ requester_id: viewer.id, target_id: target.id, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    await trx
      .insertInto('follows')
      .values({ follower_id: viewer.id, followee_id: target.id, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // An account that went public while a request was pending: the follow replaces the request.
    await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', viewer.id)
      .where('target_id', '=', target.id)
      .execute();
  });
  return change(db, viewer, target);
}

/** Unfollows a user and withdraws any pending request to them (idempotent). */
export async function unfollow(
  db: Kysely<DB>,
  viewer: UserRow,
  maybeTarget: UserRow | undefined,
): Promise<FriendshipChange> {
  const target = await checkTarget(db, viewer, maybeTarget);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('follows').where('follower_id', '=', viewer.id).where('followee_id', '=', target.id).execute();
    await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', viewer.id)
      .where('target_id', '=', target.id)
      .execute();
  });
  return change(db, viewer, target);
}
