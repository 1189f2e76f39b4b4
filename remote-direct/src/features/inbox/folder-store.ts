import { createValueStore, useValueStore } from 'shared-ui';
import type { DirectFolder } from 'shared-contracts';

// The folder the viewer last picked, kept while the page lives so the list beside a thread and
// the inbox show the same one.
const inboxFolder = createValueStore<DirectFolder>(0);

/** Picks the folder the inbox lists. */
export function setInboxFolder(folder: DirectFolder): void {
  inboxFolder.setValue(folder);
}

/** The folder the inbox lists, live. */
export function useInboxFolder(): DirectFolder {
  return useValueStore(inboxFolder);
}
