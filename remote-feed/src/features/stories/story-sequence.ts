/** Moving through stories: item by item, then reel by reel (docs/behaviour/stories.md#the-viewer-on-screen). */

/** How long a photo story stays before the next one. */
export const PHOTO_STORY_MS = 5000;

/** A place in the sequence: which reel, which of its items. */
export interface StoryPosition {
  reel: number;
  item: number;
}

/** What a step leads to: another item or reel, or out of the viewer. */
export type StoryStep = { kind: 'item'; position: StoryPosition } | { kind: 'close' };

/**
 * The next place: the next item of the reel, else the first of the next reel (`item: -1` means
 * "where that reel starts", its first unseen story), else the viewer closes.
 */
export function nextStory(position: StoryPosition, itemCount: number, reelCount: number): StoryStep {
  if (position.item + 1 < itemCount)
    return { kind: 'item', position: { reel: position.reel, item: position.item + 1 } };
  if (position.reel + 1 < reelCount) return { kind: 'item', position: { reel: position.reel + 1, item: -1 } };
  return { kind: 'close' };
}

/**
 * The previous place: the previous item, else the previous reel (its start), else the first item
 * again (going back from the very first story restarts it).
 */
export function previousStory(position: StoryPosition): StoryStep {
  if (position.item > 0) return { kind: 'item', position: { reel: position.reel, item: position.item - 1 } };
  if (position.reel > 0) return { kind: 'item', position: { reel: position.reel - 1, item: -1 } };
  return { kind: 'item', position: { reel: 0, item: 0 } };
}

/** Where a reel opens without a story id: its first story not seen yet, else its first. */
export function startItem(items: ReadonlyArray<{ seen: boolean }>): number {
  const unseen = items.findIndex((item) => !item.seen);
  return unseen >= 0 ? unseen : 0;
}

/** How long a story lasts: 5 s for a photo, its length for a video (null: until it ends). */
export function storyDurationMs(item: { media_type: 1 | 2; video_duration: number | null }): number | null {
  if (item.media_type === 1) return PHOTO_STORY_MS;
  return item.video_duration && item.video_duration > 0 ? item.video_duration * 1000 : null;
}

/** What a tap on the story does: the left third goes back, the rest forward. */
export function tapDirection(x: number, width: number): 'previous' | 'next' {
  return width > 0 && x < width / 3 ? 'previous' : 'next';
}
