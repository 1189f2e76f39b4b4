import type { Kysely } from 'kysely';
import type { DirectPresence } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { accountsAwaitingDeletion } from '../../policy/people.js';
import { blockedAmong } from '../../policy/people.js';
import { presenceHiddenFrom } from '../../policy/presence.js';

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
 * approved: a sender whose request waits sees none (docs/behaviour/direct.md#requests). Left out:
 * anyone in a block with the viewer, anyone who restricted the viewer, anyone who turned their
 * activity status off, everyone when the viewer turned theirs off, and accounts awaiting deletion,
 * hidden from everyone (docs/behaviour/own-data.md#during-the-grace-period).
 */
export async function loadPresence(
  db: Kysely<DB>,
  viewerId: number,
  now: number = Date.now(),
): Promise<Record<string, DirectPresence>> {
  const rows = await db
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
    .where('other.user_id', 'not in', accountsAwaitingDeletion())
    .groupBy(['users.id', 'users.last_active_at'])
    .orderBy('recent', 'desc')
    .limit(PRESENCE_MAX_USERS)
    .execute();
  const ids = rows.map((r) => r.id);
  const [hidden, blocked] = await Promise.all([presenceHiddenFrom(db, viewerId, ids), blockedAmong(db, viewerId, ids)]);
  const out: Record<string, DirectPresence> = {};
  for (const row of rows) {
    if (hidden.has(row.id) || blocked.includes(row.id) || row.last_active_at === null) continue;
    out[String(row.id)] = {
      is_active: now - row.last_active_at < ACTIVE_NOW_MS,
      last_activity_at_ms: row.last_active_at,
    };
  }
  return out;
}
