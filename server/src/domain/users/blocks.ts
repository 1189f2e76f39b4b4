import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { loadSupervisionInfo } from './supervision.js';

/** The refusal when the target is supervised by, or a guardian of, the viewer. */
export const SUPERVISION_BLOCK_REFUSAL = 'To block them you must first remove supervision.';

/**
 * Blocks a user: follows and follow requests are removed both ways, in one transaction with the
 * block (their favourite and close-friend flags go with the follows). Refused, changing nothing,
 * when supervision ties the two. Idempotent.
 */
export async function blockUser(db: Kysely<DB>, viewer: UserRow, target: UserRow): Promise<void> {
  const supervision = await loadSupervisionInfo(db, viewer.id, target.id);
  if (supervision.is_guardian_of_viewer || supervision.is_supervised_by_viewer)
    throw fail.forbidden(SUPERVISION_BLOCK_REFUSAL);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: viewer.id, blocked_id: target.id, created_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', viewer.id), eb('followee_id', '=', target.id)]),
          eb.and([eb('follower_id', '=', target.id), eb('followee_id', '=', viewer.id)]),
        ]),
      )
      .execute();
    await trx
      .deleteFrom('follow_requests')
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', viewer.id), eb('target_id', '=', target.id)]),
          eb.and([eb('requester_id', '=', target.id), eb('target_id', '=', viewer.id)]),
        ]),
      )
      .execute();
  });
}

/** Lifts the viewer's block of a user (a block the other way stays). Idempotent. */
export async function unblockUser(db: Kysely<DB>, viewer: UserRow, target: UserRow): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', viewer.id).where('blocked_id', '=', target.id).execute();
}

/** Which way blocks stand between a viewer and another user (both may be true). */
export interface BlockDirections {
  viewerBlocks: boolean;
  blocksViewer: boolean;
}

/** The blocks between a viewer and a user, both ways, in one query. */
export async function loadBlockDirections(db: Kysely<DB>, viewerId: number, userId: number): Promise<BlockDirections> {
  if (viewerId === userId) return { viewerBlocks: false, blocksViewer: false };
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', userId)]),
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', '=', viewerId)]),
      ]),
    )
    .execute();
  return {
    viewerBlocks: rows.some((r) => r.blocker_id === viewerId),
    blocksViewer: rows.some((r) => r.blocker_id === userId),
  };
}
