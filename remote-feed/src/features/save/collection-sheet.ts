import { createValueStore, useValueStore } from 'shared-ui';

// Which post's "save to collection" sheet is open, if any. A module store, so the save button,
// the options menu and a toast's action can all open it for the post.
const openFor = createValueStore<string | null>(null);

/** Opens the sheet for a post (media pk). */
export function openCollectionSheet(mediaPk: string): void {
  openFor.setValue(mediaPk);
}

/** Closes the sheet. */
export function closeCollectionSheet(): void {
  openFor.setValue(null);
}

/** Whether the sheet is open for this post. */
export function useCollectionSheetOpen(mediaPk: string): boolean {
  return useValueStore(openFor, (pk) => pk === mediaPk);
}
