import { isThreadSeen, type DirectItem, type DirectThread } from 'shared-contracts';
import type { ActionLogKind } from '../thread/action-log';

// Direct timestamps (last_activity_at, last_seen_at, items[].timestamp) are in microseconds.
const MICROSECONDS_PER_SECOND = 1_000_000;

/** What the last message of a thread shows in the inbox row. */
export type LastMessagePreview =
  | { kind: 'none' }
  | { kind: 'text'; text: string; fromViewer: boolean }
  | { kind: 'attachment'; fromViewer: boolean }
  | { kind: 'action'; action: ActionLogKind; actorId: string; fromViewer: boolean };

/** The facts an inbox row shows about a thread, derived once from the API shape. */
export interface ThreadSummary {
  id: string;
  title: string;
  seen: boolean;
  /** Unix seconds of the last activity. */
  lastActivityAt: number;
  lastMessage: LastMessagePreview;
}

function previewOf(item: DirectItem | null, viewerId: string): LastMessagePreview {
  if (!item) return { kind: 'none' };
  const fromViewer = item.user_id === viewerId;
  // A group event (renamed, people added, …) is no attachment: it is said as the thread says it.
  if (item.item_type === 'action_log' && item.action_log) {
    return { kind: 'action', action: item.action_log.action, actorId: item.user_id, fromViewer };
  }
  const text = item.text?.trim();
  return text ? { kind: 'text', text, fromViewer } : { kind: 'attachment', fromViewer };
}

/** Summarises a thread for the viewer the thread was fetched for (its `viewer_id`). */
export function summarizeThread(thread: DirectThread): ThreadSummary {
  const viewerId = thread.viewer_id;
  const lastItem = thread.last_permanent_item;
  return {
    id: thread.thread_id,
    title: thread.thread_title,
    seen: isThreadSeen({
      viewerId,
      pending: thread.pending,
      lastActivityAt: thread.last_activity_at,
      lastPermanentItemUserId: lastItem?.user_id ?? null,
      viewerLastSeenAt: thread.last_seen_at[viewerId]?.timestamp ?? null,
    }),
    lastActivityAt: Math.floor(thread.last_activity_at / MICROSECONDS_PER_SECOND),
    lastMessage: previewOf(lastItem, viewerId),
  };
}
