import { createViewerCount, type ReadonlyValueStore } from 'shared-ui/state';
import type { ActivityBadge } from 'shared-contracts';
import type { EventBus } from 'shared-contracts/bus';
import type { NavHost, SessionStore } from 'shared-client';
import { openSeenChannel } from './seen-channel';

/** Asks the server for the viewer's unread activity count. */
export type FetchActivityCount = (signal: AbortSignal) => Promise<number>;

/** GET the Notifications badge: unread notifications, up to 10 (docs/calls.md#activity). */
export function activityCountCall(api: NavHost['api']): FetchActivityCount {
  return async (signal) =>
    (await api.request<ActivityBadge>('GET', '/api/v1/activity/badge/', { signal })).unread_count;
}

/**
 * The Notifications entry's count for whoever is logged in (docs/behaviour/activity.md#the-badge):
 * asked of the server at log-in and after a reconnect (pushes may have been missed), then set by
 * the server's `activity-badge` pushes, which reach every tab's socket; a screen that marked the
 * activity seen says so on the seen channel, which sets 0 in every tab of the browser.
 */
export function createActivityBadgeStore(
  fetchCount: FetchActivityCount,
  bus: EventBus,
  session: SessionStore,
  channel: Pick<BroadcastChannel, 'addEventListener'> | null = openSeenChannel(),
): ReadonlyValueStore<number> {
  return createViewerCount(fetchCount, session, ({ set, refresh }) => {
    bus.on('realtime-event', (event) => event.type === 'activity-badge' && set(event.count));
    bus.on('realtime-status-changed', (status) => status.connected && status.resumed && refresh());
    channel?.addEventListener('message', () => set(0));
  });
}
