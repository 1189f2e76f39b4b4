import type { Kysely } from 'kysely';
import { inboxBadgeCount, type DirectItem, type DirectThread, type Inbox } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary } from '../users/user-presenter.js';
import { presenceHiddenFrom } from '../visibility/messaging.js';
import { loadInboxRows, type InboxPageRequest, type InboxRows } from './inbox-threads.js';

type StoredItem = InboxRows['lastItems'][number];

// Stored times are milliseconds; direct answers give microseconds (docs/behaviour/direct.md#times).
function presentItem(item: StoredItem): DirectItem {
  return {
    item_id: String(item.id),
    user_id: String(item.user_id),
    timestamp: item.created_at * 1000,
    item_type: item.item_type,
    ...(item.text !== null ? { text: item.text } : {}),
  };
}

/** A page of the viewer's inbox (docs/entities.md#direct-thread), with the unseen badge count. */
export async function loadInbox(
  db: Kysely<DB>,
  viewer: UserRow,
  page: InboxPageRequest,
  urls: MediaUrls,
): Promise<Inbox> {
  const { threads, members, lastItems } = await loadInboxRows(db, viewer.id, page);
  const shown = threads.slice(0, page.limit);
  const lastItemByThread = new Map(lastItems.map((item) => [item.thread_id, item]));
  // Members who restricted the viewer: their read (and online) status is not shown
  // (docs/behaviour/direct.md#privacy-between-members).
  const presenceHidden = await presenceHiddenFrom(db, viewer.id, [...new Set(members.map((m) => m.id))]);
  const viewerId = String(viewer.id);
  const presented: DirectThread[] = shown.map((thread) => {
    const threadMembers = members.filter((m) => m.thread_id === thread.id);
    const others = threadMembers.filter((m) => m.id !== viewer.id);
    const last = lastItemByThread.get(thread.id);
    const lastItem = last ? presentItem(last) : null;
    return {
      thread_id: String(thread.id),
      thread_title: thread.title || others.map((m) => m.full_name || m.username).join(', '),
      users: others.map((m) => presentUserSummary(m, urls)),
      is_group: thread.is_group === 1,
      pending: thread.pending === 1,
      folder: thread.folder === 1 ? 1 : 0,
      viewer_id: viewerId,
      admin_user_ids: threadMembers.filter((m) => m.is_admin === 1).map((m) => String(m.id)),
      last_activity_at: thread.last_activity_at * 1000,
      last_seen_at: Object.fromEntries(
        threadMembers
          .filter((m) => m.member_last_seen_at !== null && !presenceHidden.has(m.id))
          .map((m) => [String(m.id), { timestamp: (m.member_last_seen_at ?? 0) * 1000, item_id: '' }]),
      ),
      last_permanent_item: lastItem,
      items: lastItem ? [lastItem] : [],
      presence_hidden_user_ids: others.filter((m) => presenceHidden.has(m.id)).map((m) => String(m.id)),
    };
  });
  const unseen = inboxBadgeCount(
    shown.map((t) => ({
      viewerId,
      pending: false,
      lastActivityAt: t.last_activity_at,
      lastPermanentItemUserId: lastItemByThread.has(t.id) ? String(lastItemByThread.get(t.id)?.user_id) : null,
      viewerLastSeenAt: t.last_seen_at,
    })),
  );
  const hasOlder = threads.length > page.limit;
  const oldest = shown[shown.length - 1];
  return {
    inbox: {
      threads: presented,
      has_older: hasOlder,
      oldest_cursor: hasOlder && oldest ? String(oldest.last_activity_at) : null,
      unseen_count: unseen,
    },
    viewer: presentUserSummary(viewer, urls),
    status: 'ok',
  };
}
