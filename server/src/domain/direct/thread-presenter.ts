import { sql, type Kysely } from 'kysely';
import type { DirectItem, DirectThread, DirectThreadSummary } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { blockedAmong, blockedBy } from '../../policy/people.js';
import { presenceHiddenFrom } from '../../policy/presence.js';
import { directItemReadableBy, memberInViewOf } from '../../policy/direct-reading.js';
import { presentItems, toMicros, type ItemRow } from './item-presenter.js';
import type { Membership } from './thread-membership.js';

/**
 * Every member (current and former) of some threads, with their user summary columns and whether
 * they are in the thread as `viewerId` sees it (`in_view`: the current members, or for a former
 * member the members when they left: memberInViewOf).
 */
export function loadThreadMembers(db: Kysely<DB>, viewerId: number, threadIds: readonly number[]) {
  return db
    .selectFrom('direct_thread_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .innerJoin('direct_thread_members as me', (join) =>
      join.onRef('me.thread_id', '=', 'm.thread_id').on('me.user_id', '=', viewerId),
    )
    .select(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    .select([
      'm.thread_id',
      'm.is_admin',
      'm.pending',
      'm.left_at',
      'm.last_seen_at as member_last_seen_at',
      'm.last_seen_item_id',
    ])
    .select(sql<number>`case when ${memberInViewOf('me', 'm')} then 1 else 0 end`.as('in_view'))
    .where('m.thread_id', 'in', threadIds)
    .orderBy('m.user_id')
    .execute();
}
type ThreadMember = Awaited<ReturnType<typeof loadThreadMembers>>[number];

/**
 * The last message of each thread that this viewer may read (what the inbox previews), by the one
 * rule of what a member reads (directItemReadableBy), for many threads in one query.
 */
export async function loadLastVisibleItems(
  db: Kysely<DB>,
  viewerId: number,
  threadIds: readonly number[],
  now: number,
): Promise<ItemRow[]> {
  if (threadIds.length === 0) return [];
  return db
    .selectFrom('direct_items')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('direct_items as i')
        .select((e) => e.fn.max('i.id').as('id'))
        .where('i.thread_id', 'in', threadIds)
        .where(directItemReadableBy(viewerId, now, 'i'))
        .groupBy('i.thread_id'),
    )
    .execute();
}

/** The title a thread shows: its own name, else the other members' names. */
function titleOf(title: string, others: readonly ThreadMember[]): string {
  return title || others.map((m) => m.full_name || m.username).join(', ');
}

/** A thread in the short form recipient lists and search results use. */
export function presentThreadSummary(
  thread: { id: number; title: string; is_group: number },
  others: readonly ThreadMember[],
  urls: MediaUrls,
): DirectThreadSummary {
  return {
    thread_id: String(thread.id),
    thread_title: titleOf(thread.title, others),
    users: others.map((m) => presentUserSummary(m, urls)),
    is_group: thread.is_group === 1,
  };
}

/** Extra parts of a thread answer: a page of items (else the last message only) and its paging. */
export interface ThreadExtras {
  items?: DirectItem[];
  hasOlder?: boolean;
  oldestCursor?: string | null;
  hasNewer?: boolean;
}

/**
 * Presents threads for one viewer in a fixed number of queries (docs/entities.md#direct-thread):
 * members, last messages, whose read and online status the viewer may not see (restrictions,
 * activity status, and members who have not approved the viewer's request yet:
 * docs/behaviour/direct.md#requests), and the group warning about members the viewer blocked or
 * restricted (docs/behaviour/direct.md#groups).
 */
export async function presentThreads(
  db: Kysely<DB>,
  viewer: UserRow,
  entries: readonly Membership[],
  urls: MediaUrls,
  now: number,
  extras: ReadonlyMap<number, ThreadExtras> = new Map(),
): Promise<DirectThread[]> {
  if (entries.length === 0) return [];
  const threadIds = entries.map((e) => e.thread.id);
  const [members, lastRows] = await Promise.all([
    loadThreadMembers(db, viewer.id, threadIds),
    loadLastVisibleItems(db, viewer.id, threadIds, now),
  ]);
  const otherIds = [...new Set(members.filter((m) => m.id !== viewer.id).map((m) => m.id))];
  const [hidden, blockedByViewer, restrictedByViewer, blockedEitherWay, lastItems] = await Promise.all([
    presenceHiddenFrom(db, viewer.id, otherIds),
    blockedBy(db, viewer.id, otherIds),
    otherIds.length === 0
      ? []
      : db
          .selectFrom('restricts')
          .select('target_id as id')
          .where('user_id', '=', viewer.id)
          .where('target_id', 'in', otherIds)
          .execute(),
    blockedAmong(db, viewer.id, otherIds),
    presentItems(db, viewer.id, lastRows, urls),
  ]);
  const blocked = new Set(blockedByViewer);
  const restricted = new Set(restrictedByViewer.map((r) => r.id));
  const blockedAny = new Set(blockedEitherWay);
  const lastByThread = new Map(lastRows.map((row, i) => [row.thread_id, lastItems[i]]));
  const viewerId = String(viewer.id);

  return entries.map(({ thread, me }) => {
    const all = members.filter((m) => m.thread_id === thread.id);
    // The members as the viewer sees the thread: the current ones, or, for a former member, the
    // members when they left (docs/behaviour/direct.md#who-sees-a-thread).
    const current = all.filter((m) => m.in_view === 1);
    const others = current.filter((m) => m.id !== viewer.id);
    const viewerIsFormer = me.left_at !== null;
    const viewerPending = me.pending === 1;
    // A member who has not approved the viewer's request shows no read or online status, nor does
    // one in a block with the viewer; a former member sees nobody's, since theirs moved on after.
    const unseeable = (m: ThreadMember) =>
      viewerIsFormer || hidden.has(m.id) || blockedAny.has(m.id) || (m.pending === 1 && !viewerPending);
    const last = lastByThread.get(thread.id) ?? null;
    const extra = extras.get(thread.id);
    const warnBlocked = others.filter((m) => blocked.has(m.id)).map((m) => String(m.id));
    const warnRestricted = others.filter((m) => restricted.has(m.id)).map((m) => String(m.id));
    const presented: DirectThread = {
      thread_id: String(thread.id),
      thread_title: titleOf(thread.title, others),
      users: others.map((m) => presentUserSummary(m, urls)),
      is_group: thread.is_group === 1,
      pending: viewerPending,
      folder: me.folder === 1 ? 1 : me.folder === 2 ? 2 : 0,
      viewer_id: viewerId,
      // Who is admin now is news a former member no longer hears.
      admin_user_ids: viewerIsFormer ? [] : current.filter((m) => m.is_admin === 1).map((m) => String(m.id)),
      last_activity_at: toMicros(thread.last_activity_at),
      last_seen_at: Object.fromEntries(
        current
          .filter((m) => m.member_last_seen_at !== null && (m.id === viewer.id || !unseeable(m)))
          .map((m) => [
            String(m.id),
            {
              timestamp: toMicros(m.member_last_seen_at ?? 0),
              item_id: m.last_seen_item_id ? String(m.last_seen_item_id) : '',
            },
          ]),
      ),
      last_permanent_item: last,
      items: extra?.items ?? (last ? [last] : []),
      presence_hidden_user_ids: others.filter(unseeable).map((m) => String(m.id)),
      named: thread.title !== '',
      muted: me.muted === 1,
      mute_calls: me.mute_calls === 1,
      awaiting_approval: !viewerIsFormer && !viewerPending && others.some((m) => m.pending === 1),
      left_users: viewerIsFormer
        ? []
        : all.filter((m) => m.in_view === 0 && m.id !== viewer.id).map((m) => presentUserSummary(m, urls)),
      disappearing_messages:
        thread.disappearing_ttl_sec === null
          ? { mode: 'off', ttl_sec: null }
          : { mode: 'on', ttl_sec: thread.disappearing_ttl_sec },
      group_warning:
        thread.is_group === 1 && (warnBlocked.length > 0 || warnRestricted.length > 0)
          ? { blocked_user_ids: warnBlocked, restricted_user_ids: warnRestricted }
          : null,
      messaging_blocked: thread.is_group === 0 && others.some((m) => blockedAny.has(m.id)),
    };
    if (extra?.hasOlder !== undefined) {
      presented.has_older = extra.hasOlder;
      presented.oldest_cursor = extra.oldestCursor ?? null;
    }
    if (extra?.hasNewer !== undefined) presented.has_newer = extra.hasNewer;
    return presented;
  });
}
