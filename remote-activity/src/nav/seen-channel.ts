/**
 * The name of the BroadcastChannel on which a screen that marked the activity seen tells every
 * badge of this browser, this tab's included (a channel object does not hear its own messages, so
 * the sender's and the badge's are two objects), to show 0 (docs/behaviour/activity.md#the-badge).
 */
export const SEEN_CHANNEL = 'lumen-activity-seen';

/** Opens the channel where the browser has one (not every test environment does). */
export function openSeenChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SEEN_CHANNEL) : null;
}
