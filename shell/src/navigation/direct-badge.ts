import { useSyncExternalStore } from 'react';
import { eventBus, fetchDirectBadgeCount, sessionStore, type EventBus, type SessionStore } from 'shared-contracts';

/** Asks the server for the viewer's unread thread count. */
export type FetchBadgeCount = (signal: AbortSignal) => Promise<number>;

/** The Messages nav item's count, kept current for whoever is logged in. */
export interface DirectBadgeStore {
  getCount(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * The count starts from the server when someone logs in, follows `direct-badge-changed` (the
 * shell's socket re-publishes the server's badge pushes) and is asked again after a reconnect, when
 * pushes may have been missed (docs/behaviour/direct.md#the-messages-badge). An answer that arrives
 * after a newer push is dropped: the push is the later truth.
 */
export function createDirectBadgeStore(
  fetchCount: FetchBadgeCount,
  bus: EventBus,
  session: SessionStore,
): DirectBadgeStore {
  const listeners = new Set<() => void>();
  let count = 0;
  let viewerId: string | null = null;
  let pending: AbortController | null = null;
  let stop: (() => void) | null = null;

  const set = (next: number): void => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  const cancel = (): void => {
    pending?.abort();
    pending = null;
  };
  const refresh = (): void => {
    cancel();
    if (!viewerId) return;
    const controller = new AbortController();
    pending = controller;
    fetchCount(controller.signal).then(
      (fresh) => {
        if (pending !== controller) return;
        pending = null;
        set(fresh);
      },
      // A failed ask leaves the last known count; the next push or reconnect corrects it.
      () => {
        if (pending === controller) pending = null;
      },
    );
  };
  const onSession = (): void => {
    const state = session.getState();
    const next = state.status === 'authenticated' ? state.viewer.pk : null;
    if (next === viewerId) return;
    viewerId = next;
    set(0);
    refresh();
  };
  const onPush = ({ count: pushed }: { count: number }): void => {
    if (!viewerId) return;
    cancel();
    set(pushed);
  };
  const onStatus = ({ connected, resumed }: { connected: boolean; resumed: boolean }): void => {
    if (connected && resumed) refresh();
  };

  const start = (): (() => void) => {
    const unsubscribeSession = session.subscribe(onSession);
    bus.on('direct-badge-changed', onPush);
    bus.on('realtime-status-changed', onStatus);
    onSession();
    return () => {
      unsubscribeSession();
      bus.off('direct-badge-changed', onPush);
      bus.off('realtime-status-changed', onStatus);
      cancel();
      viewerId = null;
      count = 0;
    };
  };

  return {
    getCount: () => count,
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}

const fetchCount: FetchBadgeCount = async (signal) => (await fetchDirectBadgeCount({ signal })).badge_count;

let appStore: DirectBadgeStore | null = null;

/** The app's badge store, created on first use. */
function directBadgeStore(): DirectBadgeStore {
  appStore ??= createDirectBadgeStore(fetchCount, eventBus, sessionStore);
  return appStore;
}

/** The viewer's unread thread count for the Messages nav item (0 when logged out). */
export function useDirectBadgeCount(): number {
  const store = directBadgeStore();
  return useSyncExternalStore(store.subscribe, store.getCount);
}
