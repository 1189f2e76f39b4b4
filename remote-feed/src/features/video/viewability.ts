/** When a video counts as seen on screen (docs/behaviour/video-player.md#playing-and-pausing). */

/** Share of a video that must be on screen for it to play (muted) by itself. */
export const AUTOPLAY_VISIBLE_RATIO = 0.5;

/**
 * The visibility steps the player is told about: every tenth, plus a quarter, three quarters and
 * nearly all, so changes around the autoplay ratio are reported exactly.
 */
export const VIEWABILITY_THRESHOLDS: readonly number[] = [
  0, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.99, 1,
];

/** How far ahead of the viewport (px) a video starts loading. */
export const PRELOAD_MARGIN_PX = 400;

/** Whether a visible share is enough to autoplay. */
export function autoplayAllowed(intersectionRatio: number): boolean {
  return intersectionRatio >= AUTOPLAY_VISIBLE_RATIO;
}
