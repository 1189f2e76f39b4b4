import { createViewerCount, type ReadonlyValueStore } from 'shared-ui/state';
import type { DirectBadgeCount } from 'shared-contracts';
import type { EventBus } from 'shared-contracts/bus';
import type { NavHost, SessionStore } from 'shared-client';

/** Asks the server for the viewer's unread thread count. */
export type FetchBadgeCount = (signal: AbortSignal) => Promise<number>;

/** GET the Messages badge: unseen threads among the 20 most recent accepted ones (docs/calls.md#direct). */
export function badgeCountCall(api: NavHost['api']): FetchBadgeCount {
  return async (signal) =>
    (
      await api.request<DirectBadgeCount>('GET', '/api/v1/direct_v2/get_badge_count/', {
        query: { no_raven: true },
        signal,
      })
    ).badge_count;
}

/**
 * The Messages nav entry's count, kept current for whoever is logged in. It starts from the
 * server when someone logs in, follows `direct-badge-changed` (the shell's socket re-publishes the
 * server's badge pushes) and is asked again after a reconnect, when pushes may have been missed,
 * and when the viewer's own message arrives, which makes its thread seen
 * (docs/behaviour/direct.md#the-messages-badge). An answer that arrives after a newer push is
 * dropped: the push is the later truth. It listens from its first reader on, for the page's
 * lifetime (the shell's nav is always there for a logged-in viewer).
 */
export function createDirectBadgeStore(
  fetchCount: FetchBadgeCount,
  bus: EventBus,
  session: SessionStore,
): ReadonlyValueStore<number> {
  return createViewerCount(fetchCount, session, ({ set, refresh, viewerId }) => {
    bus.on('direct-badge-changed', (push) => set(push.count));
    bus.on('realtime-status-changed', (status) => status.connected && status.resumed && refresh());
    // The viewer's own message makes its thread seen; the server pushes badges to the others only.
    bus.on('realtime-event', (event) => event.type === 'direct-item' && event.item.user_id === viewerId() && refresh());
  });
}
