import type { Kysely } from 'kysely';
import { INBOX_BADGE_WINDOW, inboxBadgeCount } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { loadInboxMemberships } from './inbox-threads.js';
import { loadLastVisibleItems } from './thread-presenter.js';

/**
 * The Messages badge (docs/behaviour/direct.md#seen-and-unseen): unseen threads among the 20 most
 * recent accepted, shown threads. A muted thread counts as seen. Three queries.
 */
export async function badgeCountFor(db: Kysely<DB>, userId: number, now: number = Date.now()): Promise<number> {
  const memberships = (await loadInboxMemberships(db, userId, { limit: INBOX_BADGE_WINDOW })).slice(
    0,
    INBOX_BADGE_WINDOW,
  );
  const last = await loadLastVisibleItems(
    db,
    userId,
    memberships.map((m) => m.thread.id),
    now,
  );
  const senderByThread = new Map(last.map((item) => [item.thread_id, String(item.user_id)]));
  return inboxBadgeCount(
    memberships.map(({ thread, me }) => ({
      viewerId: String(userId),
      pending: false,
      lastActivityAt: thread.last_activity_at,
      lastPermanentItemUserId: senderByThread.get(thread.id) ?? null,
      viewerLastSeenAt: me.muted === 1 ? thread.last_activity_at : me.last_seen_at,
    })),
  );
}
