import type { StoryReel } from 'shared-contracts';

/** The ring drawn around an avatar with a story (docs/behaviour/stories.md#tray). */
export type StoryRingState = 'none' | 'unseen' | 'seen' | 'close_friends' | 'loading';

/**
 * The ring of a reel: none without items, seen when every item was seen, else close friends
 * (green) when any item is for close friends only, else unseen. `loading` while it opens.
 */
export function storyRingState(reel: StoryReel | null | undefined, loading = false): StoryRingState {
  if (loading) return 'loading';
  if (!reel || reel.media_count === 0) return 'none';
  if (reel.seen) return 'seen';
  return reel.is_close_friends ? 'close_friends' : 'unseen';
}
