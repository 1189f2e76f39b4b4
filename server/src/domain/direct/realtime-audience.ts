import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { blockedAmong } from '../../policy/people.js';
import { presenceVisibleTo } from '../../policy/presence.js';
import { currentMembers } from './thread-membership.js';

/**
 * Who a realtime event reaches (docs/behaviour/direct.md#real-time): the queries behind typing,
 * presence and the effects of a block on open sockets. Every answer is bounded by the threads one
 * user belongs to, and nobody in a block with the subject is ever included.
 */

/**
 * The members a typing signal from `userId` in `threadId` goes to: the other current members who
 * accepted the thread, when `userId` is a current accepted member too; none otherwise (someone
 * who left or was removed included), and never someone in a block with the typist either way. A
 * member whose side is still a pending request hears no typing from anyone: a stranger's request
 * must not reach the recipient's open tab before it is accepted
 * (docs/behaviour/direct.md#who-hears-what).
 */
export async function typingAudience(db: Kysely<DB>, threadId: number, userId: number): Promise<number[]> {
  const members = await currentMembers(db, threadId);
  const me = members.find((m) => m.user_id === userId);
  if (!me || me.pending !== 0) return [];
  const others = members.filter((m) => m.user_id !== userId && m.pending === 0).map((m) => m.user_id);
  const blocked = new Set(await blockedAmong(db, userId, others));
  return others.filter((id) => !blocked.has(id));
}

/**
 * The users who may see `userId`'s presence: current members of a thread both have accepted (while a
 * request waits, neither side sees the other's presence) whom the presence policy lets see it
 * (presenceVisibleTo, the rule get_presence follows too): nobody when `userId` turned their
 * activity status off or awaits deletion, and never anyone in a block with them either way, anyone
 * they restricted, or anyone who turned their own activity status off.
 */
export async function presenceAudience(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('direct_thread_members as me')
    .innerJoin('direct_thread_members as other', 'other.thread_id', 'me.thread_id')
    .select('other.user_id')
    .distinct()
    .where('me.user_id', '=', userId)
    .where('me.pending', '=', 0)
    .where('me.left_at', 'is', null)
    .where('other.pending', '=', 0)
    .where('other.left_at', 'is', null)
    .where('other.user_id', '<>', userId)
    .where(presenceVisibleTo('other.user_id', userId))
    .execute();
  return rows.map((r) => r.user_id);
}

/** The one-to-one threads two users share (what a block between them takes off both sockets). */
export async function sharedOneToOneThreadIds(db: Kysely<DB>, a: number, b: number): Promise<number[]> {
  const rows = await db
    .selectFrom('direct_threads')
    .innerJoin('direct_thread_members as ma', 'ma.thread_id', 'direct_threads.id')
    .innerJoin('direct_thread_members as mb', 'mb.thread_id', 'direct_threads.id')
    .select('direct_threads.id')
    .where('direct_threads.is_group', '=', 0)
    .where('ma.user_id', '=', a)
    .where('mb.user_id', '=', b)
    .execute();
  return rows.map((r) => r.id);
}
