/** The facts about a thread that decide whether the viewer has seen it. */
export interface ThreadSeenInput {
  viewerId: string;
  pending: boolean;
  lastActivityAt: number;
  lastPermanentItemUserId: string | null;
  viewerLastSeenAt: number | null;
}

/** Number of most recent non-pending threads the badge counts over. */
export const INBOX_BADGE_WINDOW = 20;

/** A thread is seen when the viewer sent its last item, or last saw it no earlier than its last activity. */
export function isThreadSeen(thread: ThreadSeenInput): boolean {
  if (thread.lastPermanentItemUserId === thread.viewerId) return true;
  return thread.viewerLastSeenAt !== null && thread.viewerLastSeenAt >= thread.lastActivityAt;
}

/** Unseen threads among the 20 most recent non-pending ones (threads given newest first). */
export function inboxBadgeCount(threadsNewestFirst: readonly ThreadSeenInput[]): number {
  return threadsNewestFirst
    .filter((t) => !t.pending)
    .slice(0, INBOX_BADGE_WINDOW)
    .filter((t) => !isThreadSeen(t)).length;
}
