import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inboxActivityOf, membershipsOf, toMembership, type Membership } from './thread-membership.js';

/** A page of an inbox: which list, where it starts (older than `cursor`, a time in ms) and how many threads. */
export interface InboxPageRequest {
  cursor?: number | undefined;
  limit: number;
  /** Only this folder (0 Primary, 1 General, 2 Partnership); every folder when absent. */
  folder?: number | undefined;
  /** The message requests instead of the accepted threads. */
  pending?: boolean;
}

/**
 * Up to `limit + 1` of the viewer's threads, newest activity first (the extra one says there are
 * older ones): accepted ones (or message requests), never hidden ones
 * (docs/behaviour/direct.md#the-inbox).
 */
export async function loadInboxMemberships(
  db: Kysely<DB>,
  viewerId: number,
  page: InboxPageRequest,
): Promise<Membership[]> {
  let query = membershipsOf(db, viewerId)
    .where('me.pending', '=', page.pending ? 1 : 0)
    .where('me.hidden', '=', 0);
  if (page.folder !== undefined) query = query.where('me.folder', '=', page.folder);
  const activity = inboxActivityOf();
  if (page.cursor) query = query.where(activity, '<', page.cursor);
  const rows = await query
    .orderBy(activity, 'desc')
    .orderBy('direct_threads.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return rows.map(toMembership);
}

/** How many message requests wait for the viewer. */
export async function countPendingRequests(db: Kysely<DB>, viewerId: number): Promise<number> {
  const row = await db
    .selectFrom('direct_thread_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', viewerId)
    .where('pending', '=', 1)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
