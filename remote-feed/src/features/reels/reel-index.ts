/** Which reel of the vertical feed is on screen, and where the arrow keys go (docs/behaviour/stories.md#reels-pages). */

/** The reel filling the screen at a scroll position: each reel is exactly one screen tall. */
export function reelIndexAt(scrollTop: number, screenHeight: number, count: number): number {
  if (count <= 0 || screenHeight <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollTop / screenHeight)));
}

/** The reel an arrow key moves to (ArrowDown next, ArrowUp previous), or null for other keys or at an end. */
export function reelIndexForKey(key: string, current: number, count: number): number | null {
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const next = current + step;
  return step !== 0 && next >= 0 && next < count ? next : null;
}

/** Reels kept with a video element: the one on screen and its neighbours (the next starts loading early). */
export function reelHasPlayer(index: number, current: number): boolean {
  return index >= current - 1 && index <= current + 1;
}

/** Ask for the next page once the viewer is this close to the last reel. */
export const REELS_PREFETCH_REMAINING = 2;

/** Whether the next page should be asked for. */
export function needsNextPage(current: number, count: number): boolean {
  return count - 1 - current <= REELS_PREFETCH_REMAINING;
}
