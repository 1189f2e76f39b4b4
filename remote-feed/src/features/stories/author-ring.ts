import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReelsTrayAnswer, StoryReel } from 'shared-contracts';
import type { StoryRingLook } from 'shared-contracts/stories';

// The tray's query key (storyKeys.tray in shared-contracts/stories). Read here by its literal so a
// post header does not download the stories entry: a post page without the tray shows no rings.
const TRAY_KEY = ['stories', 'tray'] as const;

/** The ring of an account's reel as the tray tells it (storyRingState without the stories entry). */
export function reelRingLook(reel: StoryReel | undefined): StoryRingLook {
  if (!reel || reel.media_count === 0) return 'none';
  if (reel.seen) return 'seen';
  return reel.is_close_friends ? 'close_friends' : 'unseen';
}

/**
 * The story ring of a post's author (docs/behaviour/stories.md#avatar-clicks): read from the
 * stories tray already in the cache, never fetched for it.
 *
 * It listens to the cache instead of observing the tray's query: an observer without a fetcher
 * (`queryFn: skipToken`) becomes the query's options whenever it renders after the tray, and an
 * invalidation of the stories (a story shared from Create) then refetched the tray with no
 * function: "Missing queryFn", no request, the new story missing from the tray
 * (docs/architecture.md#the-server-state-cache-shared-contractsqueries).
 */
export function useAuthorRing(userPk: string): StoryRingLook {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const look = () =>
    reelRingLook(
      client
        .getQueryData<ReelsTrayAnswer>(TRAY_KEY)
        ?.tray.find((reel) => reel.reel_type === 'user_reel' && reel.user.pk === userPk),
    );
  return useSyncExternalStore(subscribe, look, look);
}
