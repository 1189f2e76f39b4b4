import { PROFILE_PRELOADED_POSTS } from 'shared-contracts';

/**
 * How many grey tiles stand in for the page being loaded: as many posts as the profile still has,
 * at most a page, so the grid does not grow or shrink when the thumbnails arrive.
 */
export function placeholderTileCount(
  { loading, shown }: { loading: boolean; shown: number },
  mediaCount: number,
): number {
  if (!loading) return 0;
  return Math.max(0, Math.min(PROFILE_PRELOADED_POSTS, mediaCount - shown));
}
