import { useSyncExternalStore } from 'react';

// The count the Messages item shows. Keeping it current (the server's count, the socket's pushes)
// is direct-badge-sync.ts, loaded on first use so the shell's first load carries only this.
let count = 0;
let loading = false;
const listeners = new Set<() => void>();

function setCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loading) {
    loading = true;
    import('./direct-badge-sync').then(
      (sync) => sync.startDirectBadgeSync(setCount),
      () => (loading = false),
    );
  }
  return () => listeners.delete(listener);
}

/** The viewer's unread thread count for the Messages nav item (0 when logged out). */
export function useDirectBadgeCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}
