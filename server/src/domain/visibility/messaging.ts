import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';

/** The refusal a direct message to (or from) a blocked account gets. */
export const BLOCKED_MESSAGE_REFUSAL = "You can't message this account.";

/** Ids among `userIds` with whom `senderId` has a block either way. */
export async function blockedAmong(db: Kysely<DB>, senderId: number, userIds: readonly number[]): Promise<number[]> {
  const others = userIds.filter((id) => id !== senderId);
  if (others.length === 0) return [];
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', senderId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', senderId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return [...new Set(rows.map((r) => (r.blocker_id === senderId ? r.blocked_id : r.blocker_id)))];
}

/**
 * Refuses a direct message (or a new thread) between users blocked either way: a blocked pair
 * cannot message each other. Call before writing anything.
 */
export async function assertCanMessage(db: Kysely<DB>, senderId: number, recipientIds: readonly number[]) {
  if ((await blockedAmong(db, senderId, recipientIds)).length > 0) throw fail.forbidden(BLOCKED_MESSAGE_REFUSAL);
}

/**
 * Members of a thread whose online and read status the viewer may not see: those who restricted
 * the viewer (docs/behaviour/direct.md#privacy-between-members) and those who turned their
 * activity status off; a viewer who turned their own off sees nobody's
 * (docs/behaviour/settings.md#activity-status).
 */
export async function presenceHiddenFrom(
  db: Kysely<DB>,
  viewerId: number,
  memberIds: readonly number[],
): Promise<Set<number>> {
  const others = memberIds.filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const statusOff = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [viewerId, ...others])
    .where('show_activity_status', '=', 0)
    .execute();
  if (statusOff.some((r) => r.id === viewerId)) return new Set(others);
  const rows = await db
    .selectFrom('restricts')
    .select('user_id')
    .where('target_id', '=', viewerId)
    .where('user_id', 'in', others)
    .execute();
  return new Set([...rows.map((r) => r.user_id), ...statusOff.map((r) => r.id)]);
}
