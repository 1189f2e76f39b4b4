import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { followRequestAnswered } from '../activity/follow-activity.js';
import { withdrawActivity } from '../activity/notify.js';
import type { ActivityNotices } from '../activity/activity-notices.js';

/** Approves `requester`'s request to follow the viewer: the request becomes a follow, atomically. */
export async function approveFollowRequest(
  db: Kysely<DB>,
  viewer: UserRow,
  requester: UserRow,
  notices?: ActivityNotices,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', requester.id)
      .where('target_id', '=', viewer.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw fail.notFound('Follow request not found.');
    await trx
      .insertInto('follows')
      .values({ follower_id: requester.id, followee_id: viewer.id, created_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await followRequestAnswered(trx, { requesterId: requester.id, targetId: viewer.id, accepted: true }, { notices });
  });
}

/** Declines (ignores) `requester`'s request to follow the viewer. */
export async function ignoreFollowRequest(
  db: Kysely<DB>,
  viewer: UserRow,
  requester: UserRow,
  notices?: ActivityNotices,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', requester.id)
      .where('target_id', '=', viewer.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw fail.notFound('Follow request not found.');
    await followRequestAnswered(trx, { requesterId: requester.id, targetId: viewer.id, accepted: false }, { notices });
  });
}

/** Turns every pending request to a user into a follow (the account went public). */
export async function approveAllFollowRequests(
  trx: Kysely<DB>,
  userId: number,
  notices?: ActivityNotices,
): Promise<void> {
  const pending = await trx.selectFrom('follow_requests').selectAll().where('target_id', '=', userId).execute();
  if (pending.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto('follows')
    .values(pending.map((p) => ({ follower_id: p.requester_id, followee_id: userId, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx.deleteFrom('follow_requests').where('target_id', '=', userId).execute();
  for (const request of pending)
    await followRequestAnswered(
      trx,
      { requesterId: request.requester_id, targetId: userId, accepted: true },
      { now, notices },
    );
}

/** Removes `follower` from the viewer's followers (idempotent). */
export async function removeFollower(
  db: Kysely<DB>,
  viewer: UserRow,
  follower: UserRow,
  notices?: ActivityNotices,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('follows')
      .where('follower_id', '=', follower.id)
      .where('followee_id', '=', viewer.id)
      .execute();
    await withdrawActivity(trx, { recipientId: viewer.id, actorId: follower.id, kind: 'follow' }, { notices });
  });
}
