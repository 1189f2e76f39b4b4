/** Loop counting and the end of playback (docs/behaviour/video-player.md#loops-and-the-end). */

/** Loop forever. */
export const LOOP_FOREVER = -1;

/**
 * Whether another loop starts after `completedLoops` full plays: always when the total is -1,
 * otherwise while fewer than `loopCount` plays are done.
 */
export function loopContinues(loopCount: number, completedLoops: number): boolean {
  return loopCount === LOOP_FOREVER || completedLoops < loopCount;
}

/** Playback has ended: the video reached its end and no loop remains. */
export function playbackEnded(videoEnded: boolean, loopCount: number, completedLoops: number): boolean {
  return videoEnded && !loopContinues(loopCount, completedLoops);
}
