import { PROFILE_PRELOADED_POSTS, type Media, type UserFeedPage } from 'shared-contracts';

/** A profile's grid: posts so far, the cursor of the next page, and what is happening now. */
export interface ProfilePostsState {
  items: Media[];
  nextMaxId: string | null;
  moreAvailable: boolean;
  /** `private`: the viewer may not see this account's posts (spec 5). */
  status: 'loading' | 'idle' | 'error' | 'private';
}

/** What can happen to the grid. */
export type ProfilePostsAction =
  { type: 'requested' } | { type: 'loaded'; page: UserFeedPage } | { type: 'failed' } | { type: 'forbidden' };

/** State before the first page, depending on whether the viewer may see the posts at all. */
export function initialPostsState(canView: boolean): ProfilePostsState {
  return { items: [], nextMaxId: null, moreAvailable: canView, status: canView ? 'loading' : 'private' };
}

/**
 * Appends a page, skipping posts already shown (a post published between two pages shifts the
 * server's window, so a page can repeat the previous page's last items). A page claiming more
 * without a cursor ends the list rather than asking for the same page forever.
 */
export function postsReducer(state: ProfilePostsState, action: ProfilePostsAction): ProfilePostsState {
  switch (action.type) {
    case 'requested':
      return { ...state, status: 'loading' };
    case 'loaded': {
      const seen = new Set(state.items.map((media) => media.pk));
      const fresh = action.page.items.filter((media) => !seen.has(media.pk) && seen.add(media.pk));
      const nextMaxId = action.page.next_max_id;
      return {
        items: fresh.length > 0 ? [...state.items, ...fresh] : state.items,
        nextMaxId,
        moreAvailable: action.page.more_available && nextMaxId !== null,
        status: 'idle',
      };
    }
    case 'failed':
      return { ...state, status: 'error' };
    case 'forbidden':
      return { ...state, items: [], moreAvailable: false, status: 'private' };
  }
}

/**
 * How many grey tiles stand in for the page being loaded: as many posts as the profile still has,
 * at most a page, so the grid does not grow or shrink when the thumbnails arrive.
 */
export function placeholderTileCount(state: ProfilePostsState, mediaCount: number): number {
  if (state.status !== 'loading') return 0;
  return Math.max(0, Math.min(PROFILE_PRELOADED_POSTS, mediaCount - state.items.length));
}
