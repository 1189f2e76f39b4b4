import { sql, type Kysely } from 'kysely';
import type { DirectSearchSecondary, InThreadSearch } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import type { MediaUrls } from '../media-urls.js';
import { presentItems } from './item-presenter.js';
import { inboxActivityOf, loadMembership, membershipsOf, toMembership } from './thread-membership.js';
import { loadThreadMembers, presentThreadSummary } from './thread-presenter.js';
import { visibleItems } from './visible-items.js';
import { directItemReadableBy, memberInViewOf, threadAsSeenBy } from '../../policy/direct-reading.js';

/** Results per search page, and the furthest a search pages (docs/behaviour/direct.md#searching-messages). */
export const DIRECT_SEARCH_PAGE = 20;
export const DIRECT_SEARCH_MAX_OFFSET = 200;
const QUERY_MAX_LENGTH = 100;

/** A case-insensitive "contains" pattern with LIKE's wildcards taken literally. */
function containsPattern(query: string): string {
  const trimmed = query.trim().toLowerCase();
  if (trimmed === '') throw fail.validation({ query: 'Type something to search for.' });
  if ([...trimmed].length > QUERY_MAX_LENGTH) throw fail.validation({ query: 'The search is too long.' });
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const textContains = (pattern: string) => sql<boolean>`lower(direct_items.text) like ${pattern} escape '\\'`;

function checkOffset(offset: number) {
  if (offset > DIRECT_SEARCH_MAX_OFFSET) throw fail.validation({ offset: 'Refine the search to see more.' });
}

/** Messages of one thread the viewer may read whose text contains the query, newest first. */
export async function searchInThread(
  db: Kysely<DB>,
  viewer: UserRow,
  threadIdText: string,
  query: string,
  offset: number,
  urls: MediaUrls,
  now = Date.now(),
): Promise<InThreadSearch> {
  checkOffset(offset);
  const pattern = containsPattern(query);
  const membership = await loadMembership(db, threadIdText, viewer.id);
  const rows = await visibleItems(db, membership, now)
    .where('direct_items.item_type', '<>', 'action_log')
    .where(textContains(pattern))
    .orderBy('direct_items.id', 'desc')
    .offset(offset)
    .limit(DIRECT_SEARCH_PAGE + 1)
    .execute();
  const shown = rows.slice(0, DIRECT_SEARCH_PAGE);
  return {
    items: await presentItems(db, viewer.id, shown, urls),
    next_offset: rows.length > DIRECT_SEARCH_PAGE ? offset + DIRECT_SEARCH_PAGE : null,
    status: 'ok',
  };
}

/**
 * Search across the viewer's conversations: messages whose text contains the query (within what
 * the viewer may read of each thread), newest first, and threads whose name or members' names
 * contain it.
 */
export async function searchAcrossThreads(
  db: Kysely<DB>,
  viewer: UserRow,
  query: string,
  offset: number,
  urls: MediaUrls,
  now = Date.now(),
): Promise<DirectSearchSecondary> {
  checkOffset(offset);
  const pattern = containsPattern(query);
  const rows = await db
    .selectFrom('direct_items')
    .innerJoin('direct_thread_members as me', (join) =>
      join.onRef('me.thread_id', '=', 'direct_items.thread_id').on('me.user_id', '=', viewer.id),
    )
    .selectAll('direct_items')
    .where('me.hidden', '=', 0)
    .where(directItemReadableBy(viewer.id, now))
    .where('direct_items.item_type', '<>', 'action_log')
    .where(textContains(pattern))
    .orderBy('direct_items.id', 'desc')
    .offset(offset)
    .limit(DIRECT_SEARCH_PAGE + 1)
    .execute();
  const shown = rows.slice(0, DIRECT_SEARCH_PAGE);

  // Threads by name: the group's own name or a member's username or full name.
  const threadRows =
    offset > 0
      ? []
      : await membershipsOf(db, viewer.id)
          .where('me.hidden', '=', 0)
          .where((eb) =>
            eb.or([
              // The name and the members as the viewer sees the thread (a former member: as they left it).
              sql<boolean>`lower(${threadAsSeenBy('me').title}) like ${pattern} escape '\\'`,
              eb.exists(
                eb
                  .selectFrom('direct_thread_members as m')
                  .innerJoin('users', 'users.id', 'm.user_id')
                  .select('m.user_id')
                  .whereRef('m.thread_id', '=', 'me.thread_id')
                  .where('m.user_id', '<>', viewer.id)
                  .where(memberInViewOf('me', 'm'))
                  .where((e) =>
                    e.or([
                      sql<boolean>`lower(users.username) like ${pattern} escape '\\'`,
                      sql<boolean>`lower(users.full_name) like ${pattern} escape '\\'`,
                    ]),
                  ),
              ),
            ]),
          )
          .orderBy(inboxActivityOf(), 'desc')
          .limit(DIRECT_SEARCH_PAGE)
          .execute();
  const threadIds = [...new Set([...shown.map((r) => r.thread_id), ...threadRows.map((r) => r.thread_id)])];
  const [members, items, seenThreads] = await Promise.all([
    threadIds.length ? loadThreadMembers(db, viewer.id, threadIds) : [],
    presentItems(db, viewer.id, shown, urls),
    threadIds.length
      ? membershipsOf(db, viewer.id).where('me.thread_id', 'in', threadIds).execute()
      : Promise.resolve([]),
  ]);
  // Every thread as the viewer sees it: a former member gets its name as they left it.
  const threads = new Map(seenThreads.map(toMembership).map((m) => [m.thread.id, m.thread] as const));
  const summary = (threadId: number) => {
    const info = threads.get(threadId);
    const others = members.filter((m) => m.thread_id === threadId && m.id !== viewer.id && m.in_view === 1);
    return presentThreadSummary(info ?? { id: threadId, title: '', is_group: 0 }, others, urls);
  };
  return {
    message_results: shown.map((row, i) => ({ thread: summary(row.thread_id), item: items[i]! })),
    thread_results: threadRows.map((r) => summary(r.thread_id)),
    next_offset: rows.length > DIRECT_SEARCH_PAGE ? offset + DIRECT_SEARCH_PAGE : null,
    status: 'ok',
  };
}
