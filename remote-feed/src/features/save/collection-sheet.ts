import { useSyncExternalStore } from 'react';

// Which post's "save to collection" sheet is open, if any. A module store, so the save button,
// the options menu and a toast's action can all open it for the post.
let openFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  openFor = next;
  for (const listener of listeners) listener();
}

/** Opens the sheet for a post (media pk). */
export function openCollectionSheet(mediaPk: string): void {
  set(mediaPk);
}

/** Closes the sheet. */
export function closeCollectionSheet(): void {
  set(null);
}

/** Whether the sheet is open for this post. */
export function useCollectionSheetOpen(mediaPk: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openFor === mediaPk,
    () => false,
  );
}
