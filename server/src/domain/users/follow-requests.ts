import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';

/** Approves `requester`'s request to follow the viewer: the request becomes a follow, atomically. */
export async function approveFollowRequest(db: Kysely<DB>, viewer: UserRow, requester: UserRow): Promise<void> {
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
  });
}

/** Declines (ignores) `requester`'s request to follow the viewer. */
export async function ignoreFollowRequest(db: Kysely<DB>, viewer: UserRow, requester: UserRow): Promise<void> {
  const removed = await db
    .deleteFrom('follow_requests')
    .where('requester_id', '=', requester.id)
    .where('target_id', '=', viewer.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw fail.notFound('Follow request not found.');
}

/** Turns every pending request to a user into a follow (the account went public). */
export async function approveAllFollowRequests(trx: Kysely<DB>, userId: number): Promise<void> {
  const pending = await trx.selectFrom('follow_requests').selectAll().where('target_id', '=', userId).execute();
  if (pending.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto('follows')
    .values(pending.map((p) => ({ follower_id: p.requester_id, followee_id: userId, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx.deleteFrom('follow_requests').where('target_id', '=', userId).execute();
}

/** Removes `follower` from the viewer's followers (idempotent). */
export async function removeFollower(db: Kysely<DB>, viewer: UserRow, follower: UserRow): Promise<void> {
  await db.deleteFrom('follows').where('follower_id', '=', follower.id).where('followee_id', '=', viewer.id).execute();
}
