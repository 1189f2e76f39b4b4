import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { fail } from '../http/errors.js';
import { blockedAmong } from './people.js';
import {
  currentMembers,
  loadAdminMembership,
  loadCurrentMembership,
  type Membership,
} from '../domain/direct/thread-membership.js';

// Who may write into a direct thread (docs/behaviour/direct.md#writing-into-a-thread), checked once
// for every write that reaches the other members: a message, a reaction, the disappearing timer,
// the group's name, members and admins.

/** The refusal a direct message to (or from) a blocked account gets. */
export const BLOCKED_MESSAGE_REFUSAL = "You can't message this account.";

/**
 * Refuses a direct message (or a new thread) between users blocked either way: a blocked pair
 * cannot message each other. Call before writing anything.
 */
export async function assertCanMessage(db: Kysely<DB>, senderId: number, recipientIds: readonly number[]) {
  if ((await blockedAmong(db, senderId, recipientIds)).length > 0) throw fail.forbidden(BLOCKED_MESSAGE_REFUSAL);
}

/** Whether the write needs a current member (any) or one of the group's admins. */
export type ThreadWriter = 'member' | 'admin';

/**
 * The viewer's membership of a thread they may write into, or the refusal: 404 to someone who
 * never belonged, 403 to a former member or (for admin writes) a member who is not an admin, and
 * 403 "You can't message this account." across a block:
 * - in a one-to-one thread, a block either way between the two stops every write;
 * - in a group, a block either way between the writer and a member whose side is still a request:
 *   someone who never accepted the group hears nothing from a person they are in a block with.
 *   (A group everyone accepted stays usable: docs/behaviour/direct.md#blocks.)
 */
export async function requireWritableThread(
  db: Kysely<DB>,
  threadIdText: string,
  writerId: number,
  writer: ThreadWriter = 'member',
): Promise<Membership> {
  const membership =
    writer === 'admin'
      ? await loadAdminMembership(db, threadIdText, writerId)
      : await loadCurrentMembership(db, threadIdText, writerId);
  const others = (await currentMembers(db, membership.thread.id)).filter((m) => m.user_id !== writerId);
  const guarded = membership.thread.is_group === 1 ? others.filter((m) => m.pending === 1) : others;
  const blocked = await blockedAmong(
    db,
    writerId,
    guarded.map((m) => m.user_id),
  );
  if (blocked.length > 0) throw fail.forbidden(BLOCKED_MESSAGE_REFUSAL);
  return membership;
}

/**
 * Refuses a write aimed at someone else's message (a reaction) when its sender and the writer are
 * in a block either way, in any thread: a blocked person does not act on the blocker's words.
 */
export async function assertMayActOnMessageOf(db: Kysely<DB>, writerId: number, senderId: number): Promise<void> {
  if ((await blockedAmong(db, writerId, [senderId])).length > 0) throw fail.forbidden(BLOCKED_MESSAGE_REFUSAL);
}

/**
 * Of the members who would hear of something `actorId` did in a thread (a seen mark), those who
 * may: never anyone in a block with the actor either way.
 */
export async function withoutBlocked(db: Kysely<DB>, actorId: number, userIds: readonly number[]): Promise<number[]> {
  const blocked = new Set(await blockedAmong(db, actorId, userIds));
  return userIds.filter((id) => !blocked.has(id));
}
