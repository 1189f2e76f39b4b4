import { createValueStore, type ReadonlyValueStore } from 'shared-ui/state';
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
 * activity seen says so on the seen channel, which sets 0 in every tab of the browser. An answer
 * that arrives after a push or a seen is dropped: they are the later truth. It listens from its
 * first reader on, for the page's lifetime.
 */
export function createActivityBadgeStore(
  fetchCount: FetchActivityCount,
  bus: EventBus,
  session: SessionStore,
  channel: Pick<BroadcastChannel, 'addEventListener'> | null = openSeenChannel(),
): ReadonlyValueStore<number> {
  const count = createValueStore(0);
  let viewerId: string | null = null;
  let pending: AbortController | null = null;
  let started = false;

  const settle = (value: number): void => {
    pending?.abort();
    pending = null;
    count.setValue(value);
  };
  const refresh = (): void => {
    pending?.abort();
    const controller = (pending = viewerId ? new AbortController() : null);
    if (!controller) return;
    // A failed ask keeps the last count; the next push or reconnect corrects it.
    fetchCount(controller.signal).then(
      (fresh) => pending === controller && count.setValue(fresh),
      () => undefined,
    );
  };
  const onSession = (): void => {
    const next = session.getState().viewer?.pk ?? null;
    if (next === viewerId) return;
    viewerId = next;
    count.setValue(0);
    refresh();
  };
  const start = (): void => {
    started = true;
    session.subscribe(onSession);
    bus.on('realtime-event', (event) => event.type === 'activity-badge' && viewerId !== null && settle(event.count));
    bus.on('realtime-status-changed', (status) => status.connected && status.resumed && refresh());
    channel?.addEventListener('message', () => viewerId !== null && settle(0));
    onSession();
  };

  return {
    getValue: count.getValue,
    subscribe(listener) {
      const unsubscribe = count.subscribe(listener);
      if (!started) start();
      return unsubscribe;
    },
  };
}
