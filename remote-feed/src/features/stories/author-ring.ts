import type { ReelsTrayAnswer, StoryReel } from 'shared-contracts';
import { useCachedQueryData } from 'shared-client/queries';
import type { StoryRingLook } from 'shared-client/stories';

// The tray's query key (storyKeys.tray in shared-client/stories). Read here by its literal so a
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
 * stories tray already in the cache, never fetched for it (useCachedQueryData says why it listens
 * to the cache rather than observing the tray's query).
 */
export function useAuthorRing(userPk: string): StoryRingLook {
  return useCachedQueryData<ReelsTrayAnswer, StoryRingLook>(TRAY_KEY, (answer) =>
    reelRingLook(answer?.tray.find((reel) => reel.reel_type === 'user_reel' && reel.user.pk === userPk)),
  );
}
