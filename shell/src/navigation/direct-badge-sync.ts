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
 * pushes may have been missed, and when the viewer's own message arrives, which makes its thread
 * seen (docs/behaviour/direct.md#the-messages-badge). An answer that arrives after a newer push is
 * dropped: the push is the later truth. It listens from its first reader on, for the page's
 * lifetime (the shell's nav is always there for a logged-in viewer).
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
  let started = false;

  const set = (next: number): void => {
    if (next === count) return;
    count = next;
    listeners.forEach((listener) => listener());
  };
  const refresh = (): void => {
    pending?.abort();
    const controller = (pending = viewerId ? new AbortController() : null);
    if (!controller) return;
    // A failed ask keeps the last count; the next push or reconnect corrects it.
    fetchCount(controller.signal).then(
      (fresh) => pending === controller && set(fresh),
      () => undefined,
    );
  };
  const onSession = (): void => {
    const next = session.getState().viewer?.pk ?? null;
    if (next === viewerId) return;
    viewerId = next;
    set(0);
    refresh();
  };
  const start = (): void => {
    started = true;
    session.subscribe(onSession);
    bus.on('direct-badge-changed', (push) => {
      if (!viewerId) return;
      pending?.abort();
      pending = null;
      set(push.count);
    });
    bus.on('realtime-status-changed', (status) => status.connected && status.resumed && refresh());
    // The viewer's own message makes its thread seen; the server pushes badges to the others only.
    bus.on('realtime-event', (event) => event.type === 'direct-item' && event.item.user_id === viewerId && refresh());
    onSession();
  };

  return {
    getCount: () => count,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) start();
      return () => listeners.delete(listener);
    },
  };
}

const fetchCount: FetchBadgeCount = async (signal) => (await fetchDirectBadgeCount({ signal })).badge_count;

/** Starts the app's count (loaded after the first render, off the first load) and hands it on. */
export function startDirectBadgeSync(set: (count: number) => void): void {
  const store = createDirectBadgeStore(fetchCount, eventBus, sessionStore);
  store.subscribe(() => set(store.getCount()));
}
