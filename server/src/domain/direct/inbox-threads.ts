import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A page of the inbox: where it starts (older than `cursor`, a time in ms) and how many threads. */
export interface InboxPageRequest {
  cursor?: number | undefined;
  limit: number;
}

/** One page of a viewer's inbox as stored: the threads, their members and their last items. */
export interface InboxRows {
  /** Up to `limit + 1` threads, newest activity first (the extra one says there are older ones). */
  threads: Awaited<ReturnType<typeof loadThreads>>;
  members: Awaited<ReturnType<typeof loadMembers>>;
  lastItems: Awaited<ReturnType<typeof loadLastItems>>;
}

function loadThreads(db: Kysely<DB>, viewerId: number, page: InboxPageRequest) {
  let query = db
    .selectFrom('direct_threads')
    .innerJoin('direct_thread_members as me', 'me.thread_id', 'direct_threads.id')
    .selectAll('direct_threads')
    .select(['me.folder', 'me.pending', 'me.last_seen_at'])
    .where('me.user_id', '=', viewerId)
    .where('me.pending', '=', 0);
  if (page.cursor) query = query.where('direct_threads.last_activity_at', '<', page.cursor);
  return query
    .orderBy('direct_threads.last_activity_at', 'desc')
    .limit(page.limit + 1)
    .execute();
}

function loadMembers(db: Kysely<DB>, threadIds: readonly number[]) {
  return db
    .selectFrom('direct_thread_members')
    .innerJoin('users', 'users.id', 'direct_thread_members.user_id')
    .selectAll('users')
    .select([
      'direct_thread_members.thread_id',
      'direct_thread_members.is_admin',
      'direct_thread_members.last_seen_at as member_last_seen_at',
    ])
    .where('direct_thread_members.thread_id', 'in', threadIds)
    .execute();
}

function loadLastItems(db: Kysely<DB>, threadIds: readonly number[]) {
  return db
    .selectFrom('direct_items')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('direct_items')
        .select((e) => e.fn.max('id').as('id'))
        .where('thread_id', 'in', threadIds)
        .groupBy('thread_id'),
    )
    .execute();
}

/**
 * A page of the viewer's inbox (accepted threads only) in a fixed number of queries: the threads,
 * then their members and their last items together.
 */
export async function loadInboxRows(db: Kysely<DB>, viewerId: number, page: InboxPageRequest): Promise<InboxRows> {
  const threads = await loadThreads(db, viewerId, page);
  const threadIds = threads.slice(0, page.limit).map((t) => t.id);
  if (threadIds.length === 0) return { threads, members: [], lastItems: [] };
  const [members, lastItems] = await Promise.all([loadMembers(db, threadIds), loadLastItems(db, threadIds)]);
  return { threads, members, lastItems };
}
