import { useSyncExternalStore } from 'react';
import type { DirectFolder } from 'shared-contracts';

// The folder the viewer last picked, kept while the page lives so the list beside a thread and
// the inbox show the same one.
let current: DirectFolder = 0;
const listeners = new Set<() => void>();

/** Picks the folder the inbox lists. */
export function setInboxFolder(folder: DirectFolder): void {
  current = folder;
  for (const listener of listeners) listener();
}

/** The folder the inbox lists, live. */
export function useInboxFolder(): DirectFolder {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
