import { createValueStore, type ReadonlyValueStore } from './value-store.js';

/** The part of the session a count needs: who is logged in, and when that changes. */
export interface ViewerSource {
  getState(): { viewer?: { pk: string } | null };
  subscribe(listener: () => void): unknown;
}

/** What a count's listeners may do: set it (a push, the later truth), ask the server again, or read the viewer. */
export interface ViewerCountControl {
  set(count: number): void;
  refresh(): void;
  viewerId(): string | null;
}

/**
 * A count the server keeps for whoever is logged in (a nav badge): asked of the server at each
 * log-in and when a listener calls `refresh`, 0 for a visitor. A `set` (a push) wins over an
 * answer still on its way, which is then dropped. `listen` wires the pushes, from the first
 * reader on, for the page's lifetime (docs/architecture.md#navigation-entries-from-remotes).
 */
export function createViewerCount(
  fetchCount: (signal: AbortSignal) => Promise<number>,
  session: ViewerSource,
  listen: (control: ViewerCountControl) => void,
): ReadonlyValueStore<number> {
  const count = createValueStore(0);
  let viewerId: string | null = null;
  let pending: AbortController | null = null;
  let started = false;

  const control: ViewerCountControl = {
    set(value) {
      if (!viewerId) return;
      pending?.abort();
      pending = null;
      count.setValue(value);
    },
    refresh() {
      pending?.abort();
      const controller = (pending = viewerId ? new AbortController() : null);
      if (!controller) return;
      // A failed ask keeps the last count; the next push or refresh corrects it.
      fetchCount(controller.signal).then(
        (fresh) => pending === controller && count.setValue(fresh),
        () => undefined,
      );
    },
    viewerId: () => viewerId,
  };
  const onSession = (): void => {
    const next = session.getState().viewer?.pk ?? null;
    if (next === viewerId) return;
    viewerId = next;
    count.setValue(0);
    control.refresh();
  };
  const start = (): void => {
    started = true;
    session.subscribe(onSession);
    listen(control);
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
