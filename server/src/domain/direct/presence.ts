import type { Kysely } from 'kysely';
import type { DirectPresence } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { personVisibleTo } from '../../policy/people.js';
import { presenceVisibleTo } from '../../policy/presence.js';

/** Someone last active within this long shows as "Active now" (docs/behaviour/direct.md#presence-on-the-server). */
export const ACTIVE_NOW_MS = 2 * 60 * 1000;
/** Most people one presence answer covers (the most recently active threads first). */
const PRESENCE_MAX_USERS = 200;

/** Records that a user is using the app now (a direct call, an open socket). */
export async function recordActivity(db: Kysely<DB>, userId: number, now: number = Date.now()): Promise<void> {
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
}

/**
 * The presence of the people the viewer shares an accepted conversation with, both sides
 * approved: a sender whose request waits sees none (docs/behaviour/direct.md#requests). Whose
 * presence the viewer may see is the presence policy's (presenceVisibleTo), the same rule the
 * socket's presence events follow.
 */
export async function loadPresence(
  db: Kysely<DB>,
  viewerId: number,
  now: number = Date.now(),
): Promise<Record<string, DirectPresence>> {
  // The people of the most recent conversations, each once. Accounts awaiting deletion, named to
  // no one, take no place among them; the rest of the rule applies to the ones kept.
  const partners = db
    .selectFrom('direct_thread_members as me')
    .innerJoin('direct_thread_members as other', 'other.thread_id', 'me.thread_id')
    .innerJoin('direct_threads', 'direct_threads.id', 'me.thread_id')
    .innerJoin('users', 'users.id', 'other.user_id')
    .select(['users.id', 'users.last_active_at'])
    .select((eb) => eb.fn.max('direct_threads.last_activity_at').as('recent'))
    .where('me.user_id', '=', viewerId)
    .where('me.pending', '=', 0)
    .where('me.left_at', 'is', null)
    .where('other.user_id', '<>', viewerId)
    .where('other.pending', '=', 0)
    .where('other.left_at', 'is', null)
    .where(personVisibleTo(null, 'users'))
    .groupBy(['users.id', 'users.last_active_at'])
    .orderBy('recent', 'desc')
    .limit(PRESENCE_MAX_USERS);
  const rows = await db
    .selectFrom(partners.as('partner'))
    .select(['partner.id', 'partner.last_active_at'])
    .where(presenceVisibleTo(viewerId, 'partner.id'))
    .execute();
  const out: Record<string, DirectPresence> = {};
  for (const row of rows) {
    if (row.last_active_at === null) continue;
    out[String(row.id)] = {
      is_active: now - row.last_active_at < ACTIVE_NOW_MS,
      last_activity_at_ms: row.last_active_at,
    };
  }
  return out;
}
