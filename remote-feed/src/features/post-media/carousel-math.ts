/** A swipe moves to the next item once it travels this share of the width... */
export const SWIPE_DISTANCE_RATIO = 0.2;
/** ...or is a flick: faster than this (px per ms) over at least SWIPE_MIN_FLICK px. */
export const SWIPE_FLICK_VELOCITY = 0.4;
export const SWIPE_MIN_FLICK = 20;

/** An index kept inside 0..count-1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * Where a swipe lands: a drag left (negative dx) goes to the next item, right to the previous,
 * when it went far enough or fast enough; never past either end.
 */
export function swipeTarget(index: number, count: number, dx: number, width: number, durationMs: number): number {
  const distance = Math.abs(dx);
  const velocity = distance / Math.max(1, durationMs);
  const far = width > 0 && distance > width * SWIPE_DISTANCE_RATIO;
  const flick = distance >= SWIPE_MIN_FLICK && velocity > SWIPE_FLICK_VELOCITY;
  if (!far && !flick) return clampIndex(index, count);
  return clampIndex(index + (dx < 0 ? 1 : -1), count);
}

/** How far the track follows the finger: fully, but only a third past either end (resistance). */
export function dragOffset(index: number, count: number, dx: number): number {
  const pastStart = index <= 0 && dx > 0;
  const pastEnd = index >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx / 3 : dx;
}

/** Which slides have their media mounted: the current one and its neighbours, plus any seen. */
export function slidesToMount(index: number, count: number, seen: ReadonlySet<number>): Set<number> {
  const mounted = new Set<number>();
  for (let i = index - 1; i <= index + 1; i += 1) if (i >= 0 && i < count) mounted.add(i);
  for (const i of seen) if (i >= 0 && i < count) mounted.add(i);
  return mounted;
}
