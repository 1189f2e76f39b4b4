import type { GridSectionTab, HashtagInfo } from 'shared-contracts';
import { MEDIA_ROOT } from './media-cache.js';

// Explore, hashtag and location pages (docs/behaviour/search.md): remote-search asks with these
// keys, and the first screen's data is seeded under them (first-screen.ts). Their grids are kept
// under the media root, so likes reach them and a post opened from one shows at once.

/** Keys of the discovery pages. */
export const discoverKeys = {
  explore: [MEDIA_ROOT, 'explore'] as const,
  tagSection: (tag: string, tab: GridSectionTab) => [MEDIA_ROOT, 'tag', tag, tab] as const,
  locationSection: (id: string, tab: GridSectionTab) => [MEDIA_ROOT, 'location', id, tab] as const,
  tagInfo: (tag: string) => ['tag-info', tag] as const,
  locationInfo: (id: string) => ['location-info', id] as const,
  directory: (country: string | null, city: string | null) => ['location-directory', country, city] as const,
};

/** A tag page's header as its query keeps it: `following` is false for a visitor (null in the answer). */
export type TagHeader = Omit<HashtagInfo['data'], 'following'> & { following: boolean };

/** The header a tag page's query keeps from the API's answer. */
export function tagHeaderOf(info: HashtagInfo['data']): TagHeader {
  return { ...info, following: info.following === true };
}
