/** The viewer's save state of a post: saved at all, and into which named collections. */
export interface SaveState {
  saved: boolean;
  collectionIds: string[];
}

/**
 * What a save or unsave looks like before the server answers: saving adds the collections (a post
 * in a collection is saved); unsaving from some collections keeps the post saved, unsaving with
 * none removes it everywhere.
 */
export function optimisticSave(before: SaveState, saved: boolean, collectionIds: readonly string[]): SaveState {
  if (saved) {
    return { saved: true, collectionIds: [...new Set([...before.collectionIds, ...collectionIds])] };
  }
  if (collectionIds.length === 0) return { saved: false, collectionIds: [] };
  return { saved: before.saved, collectionIds: before.collectionIds.filter((id) => !collectionIds.includes(id)) };
}
