/** Two taps count as a double tap when this close in time (ms)... */
export const DOUBLE_TAP_MS = 300;
/** ...and in space (px). A press that moves farther than TAP_SLOP px is a drag, not a tap. */
export const DOUBLE_TAP_DISTANCE = 40;
export const TAP_SLOP = 10;

/** Where and when a tap ended. */
export interface Tap {
  x: number;
  y: number;
  time: number;
}

/** Whether a press from `down` to `up` is a tap (it did not move like a drag). */
export function isTap(down: { x: number; y: number }, up: { x: number; y: number }): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) <= TAP_SLOP;
}

/** Whether `tap` completes a double tap begun by `previous`. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false;
  return (
    tap.time - previous.time <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_DISTANCE
  );
}
