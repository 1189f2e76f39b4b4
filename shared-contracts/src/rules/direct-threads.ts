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

/** Longest message text the server takes, in characters (docs/behaviour/direct.md#sending-on-the-server). */
export const DIRECT_TEXT_MAX_LENGTH = 1000;
/** Longest group title, in characters. */
export const DIRECT_TITLE_MAX_LENGTH = 100;
/** Most members a group can hold, the creator included. */
export const DIRECT_GROUP_MAX_MEMBERS = 32;
/** Most threads one send may go to (`thread_ids` plus `recipient_users`). */
export const DIRECT_SEND_MAX_TARGETS = 15;
/** Timers a thread's disappearing messages may use, in seconds (docs/behaviour/direct.md#disappearing-messages). */
export const DISAPPEARING_TTL_OPTIONS = [300, 3600, 86400, 604800] as const;
