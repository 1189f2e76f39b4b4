import type { Kysely, Selectable } from 'kysely';
import type { DB, DirectThreadMembersTable, DirectThreadsTable } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { threadAsSeenBy } from '../../policy/direct-reading.js';

export type ThreadRow = Selectable<DirectThreadsTable>;
export type MemberRow = Selectable<DirectThreadMembersTable>;

/** A thread as one of its (current or former) members sees it. */
export interface Membership {
  thread: ThreadRow;
  me: MemberRow;
}

const THREAD_NOT_FOUND = 'Thread not found.';

/** The viewer's memberships joined with their threads (filter and order it; map rows with toMembership). */
export function membershipsOf(db: Kysely<DB>, viewerId: number) {
  // A former member's copy of the thread stays as it was when they left (its name, timer and time).
  const seen = threadAsSeenBy('me');
  return db
    .selectFrom('direct_thread_members as me')
    .innerJoin('direct_threads', 'direct_threads.id', 'me.thread_id')
    .selectAll('me')
    .select(['direct_threads.is_group', 'direct_threads.created_by', 'direct_threads.created_at'])
    .select([
      seen.title.as('title'),
      seen.lastActivityAt.as('last_activity_at'),
      seen.disappearingTtlSec.as('disappearing_ttl_sec'),
    ])
    .where('me.user_id', '=', viewerId);
}

/** The activity time that orders a member's inbox: a former member's stops when they left. */
export const inboxActivityOf = () => threadAsSeenBy('me').lastActivityAt;

type MembershipJoinRow = MemberRow & Omit<ThreadRow, 'id'>;

/** Splits a row of membershipsOf into the thread and the membership. */
export function toMembership(row: MembershipJoinRow): Membership {
  const { title, is_group, created_by, created_at, last_activity_at, disappearing_ttl_sec, ...me } = row;
  return {
    thread: { id: me.thread_id, title, is_group, created_by, created_at, last_activity_at, disappearing_ttl_sec },
    me,
  };
}

/**
 * The viewer's membership of a thread, current or former; anyone else gets 404, exactly as for a
 * thread that does not exist (docs/behaviour/direct.md#who-sees-a-thread).
 */
export async function loadMembership(db: Kysely<DB>, threadIdText: string, viewerId: number): Promise<Membership> {
  const threadId = parseRowId(threadIdText);
  if (threadId === null) throw fail.notFound(THREAD_NOT_FOUND);
  const row = await membershipsOf(db, viewerId).where('me.thread_id', '=', threadId).executeTakeFirst();
  if (!row) throw fail.notFound(THREAD_NOT_FOUND);
  return toMembership(row);
}

/** A current member: one who left or was removed may read what came before, and do nothing else. */
export async function loadCurrentMembership(
  db: Kysely<DB>,
  threadIdText: string,
  viewerId: number,
): Promise<Membership> {
  const membership = await loadMembership(db, threadIdText, viewerId);
  if (membership.me.left_at !== null) throw fail.forbidden('You are no longer in this conversation.');
  return membership;
}

/** A current member who is an admin of the group (docs/behaviour/direct.md#groups). */
export async function loadAdminMembership(db: Kysely<DB>, threadIdText: string, viewerId: number) {
  const membership = await loadCurrentMembership(db, threadIdText, viewerId);
  if (membership.thread.is_group !== 1) throw fail.badRequest('Only a group has admins.');
  if (membership.me.is_admin !== 1) throw fail.forbidden('Only an admin of this group can do that.');
  return membership;
}

/** The current members of a thread (left and removed members are not). */
export function currentMembers(db: Kysely<DB>, threadId: number) {
  return db
    .selectFrom('direct_thread_members')
    .selectAll()
    .where('thread_id', '=', threadId)
    .where('left_at', 'is', null)
    .execute();
}

/** The ids of a thread's current members. */
export async function currentMemberIds(db: Kysely<DB>, threadId: number): Promise<number[]> {
  return (await currentMembers(db, threadId)).map((m) => m.user_id);
}

/** The highest item id of a thread (0 when empty): a former member reads up to it. */
export async function lastItemId(db: Kysely<DB>, threadId: number): Promise<number> {
  const row = await db
    .selectFrom('direct_items')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The membership columns that end a membership at `through` (the last item the member reads):
 * when, and the group's name and timer at that moment, which their copy keeps from then on.
 */
export function leftAsOf(thread: Pick<ThreadRow, 'title' | 'disappearing_ttl_sec'>, now: number, through: number) {
  return {
    left_at: now,
    left_through_item_id: through,
    left_title: thread.title,
    left_disappearing_ttl_sec: thread.disappearing_ttl_sec,
  };
}
