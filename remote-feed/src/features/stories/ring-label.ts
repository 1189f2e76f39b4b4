import type { StoryRingLook } from 'shared-client/stories';
import type { StoriesMessageKey } from './messages';

/** A ring as drawn: the server's states plus live (an account broadcasting now). */
export type DrawnRing = StoryRingLook;

/** The catalog key naming an avatar ring by its account and state, e.g. "lin.xiaoyu's story, not seen". */
export function ringLabelKey(state: DrawnRing): StoriesMessageKey {
  switch (state) {
    case 'unseen':
      return 'stories.ring.unseen';
    case 'seen':
      return 'stories.ring.seen';
    case 'close_friends':
      return 'stories.ring.closeFriends';
    case 'live':
      return 'stories.ring.live';
    case 'loading':
      return 'stories.ring.loading';
    default:
      return 'stories.ring.none';
  }
}

/**
 * The label of the viewer's own ring. It starts with the words shown under it ("Your story"), as a
 * control's name must contain its visible text (axe label-content-name-mismatch).
 */
export function ownRingLabelKey(state: DrawnRing): StoriesMessageKey {
  if (state === 'seen') return 'stories.ownRing.seen';
  if (state === 'unseen' || state === 'close_friends') return 'stories.ownRing.unseen';
  return 'stories.yourStory';
}
