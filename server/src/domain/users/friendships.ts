import type { Kysely } from 'kysely';
import { friendshipFromFacts, NO_FRIENDSHIP_FACTS, type FollowAnswer, type FriendshipStatus } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { isBlockedEitherWay } from '../../policy/people.js';
import { loadFriendshipStatuses } from './friendship-statuses.js';
import { recordActivity, withdrawActivity } from '../activity/notify.js';
import type { ActivityNotices } from '../activity/activity-notices.js';

/**
 * The viewer's full relationship with one user: follows both ways (with the favourite and
 * close-friend flags), requests both ways, the viewer's mute, block and restrict. The one-user case
 * of loadFriendshipStatuses, which presents these flags; with oneself there is none.
 */
export async function loadFriendshipStatus(
  db: Kysely<DB>,
  viewerId: number,
  targetId: number,
): Promise<FriendshipStatus> {
  const statuses = await loadFriendshipStatuses(db, viewerId, [targetId]);
  return statuses.get(targetId) ?? friendshipFromFacts(NO_FRIENDSHIP_FACTS);
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
  notices?: ActivityNotices,
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
      await recordActivity(
        trx,
        { recipientId: target.id, actorId: viewer.id, kind: 'follow_request' },
        { now, notices },
      );
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
    await withdrawActivity(
      trx,
      { recipientId: target.id, actorId: viewer.id, kind: 'follow_request' },
      { now, notices },
    );
    await recordActivity(trx, { recipientId: target.id, actorId: viewer.id, kind: 'follow' }, { now, notices });
  });
  return change(db, viewer, target);
}

/** Unfollows a user and withdraws any pending request to them (idempotent). */
export async function unfollow(
  db: Kysely<DB>,
  viewer: UserRow,
  maybeTarget: UserRow | undefined,
  notices?: ActivityNotices,
): Promise<FriendshipChange> {
  const target = await checkTarget(db, viewer, maybeTarget);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('follows').where('follower_id', '=', viewer.id).where('followee_id', '=', target.id).execute();
    await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', viewer.id)
      .where('target_id', '=', target.id)
      .execute();
    for (const kind of ['follow', 'follow_request'] as const)
      await withdrawActivity(trx, { recipientId: target.id, actorId: viewer.id, kind }, { notices });
  });
  return change(db, viewer, target);
}
