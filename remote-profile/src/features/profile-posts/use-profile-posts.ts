import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  canViewProfileContent,
  fetchUserFeed,
  isApiError,
  PROFILE_PRELOADED_POSTS,
  type Profile,
  type UserFeedPage,
} from 'shared-contracts';
import { initialPostsState, postsReducer, type ProfilePostsState } from './posts-state';

/** The grid's state plus the actions the screen offers. */
export interface ProfilePosts extends ProfilePostsState {
  /** Fetches the next page (or retries the failed one); ignored while a page is loading. */
  loadMore: () => void;
}

/** Fetches one page of a profile's grid (posts, reels or tagged). */
export type ProfilePageFetcher = (
  userId: string,
  options: { count: number; maxId: string | null; signal: AbortSignal },
) => Promise<UserFeedPage>;

/** Whether the viewer may see the posts, judged from the profile; the server has the last word (403). */
export function viewerCanSeePosts(profile: Profile): boolean {
  if (profile.can_view_content !== undefined && !(profile.friendship_status?.blocking ?? false))
    return profile.can_view_content;
  return canViewProfileContent({
    isPrivate: profile.is_private,
    viewerIsOwner: profile.is_viewer,
    viewerFollows: profile.friendship_status?.following ?? false,
    blockedEitherWay: profile.friendship_status?.blocking ?? false,
  });
}

/**
 * A profile's posts: the first 12 on mount, then a page per `loadMore`. One request at a time;
 * the request in flight is aborted on unmount (the screen remounts this per username).
 */
export function useProfilePosts(profile: Profile, fetchPage: ProfilePageFetcher = fetchUserFeed): ProfilePosts {
  const canView = viewerCanSeePosts(profile);
  const [state, dispatch] = useReducer(postsReducer, canView, initialPostsState);
  const inFlight = useRef<AbortController | null>(null);
  const userId = profile.id;

  const request = useCallback(
    (maxId: string | null) => {
      const controller = new AbortController();
      inFlight.current = controller;
      fetchPage(userId, { count: PROFILE_PRELOADED_POSTS, maxId, signal: controller.signal }).then(
        (page) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          dispatch({ type: 'loaded', page });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          dispatch(isApiError(error, 'forbidden') ? { type: 'forbidden' } : { type: 'failed' });
        },
      );
    },
    [userId, fetchPage],
  );

  useEffect(() => {
    if (!canView) return undefined;
    request(null);
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [canView, request]);

  const { nextMaxId, moreAvailable, status, items } = state;
  const loadMore = useCallback(() => {
    if (inFlight.current || status === 'private') return;
    // A failed first page has no cursor yet: retrying it is the same request as the first one.
    if (items.length > 0 && !moreAvailable) return;
    dispatch({ type: 'requested' });
    request(items.length > 0 ? nextMaxId : null);
  }, [items.length, moreAvailable, nextMaxId, request, status]);

  return { ...state, loadMore };
}
