/** Items mounted beyond the viewport, above and below, as a share of its height. */
export const OVERSCAN_VIEWPORTS = 1;

/** A contiguous slice of the list that is mounted: indexes start (inclusive) to end (exclusive). */
export interface WindowRange {
  start: number;
  end: number;
}

/** Where each item starts, from the heights; one more entry than items: the total height. */
export function itemOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i += 1) offsets[i + 1] = (offsets[i] ?? 0) + Math.max(0, heights[i] ?? 0);
  return offsets;
}

/** The item at a vertical position (the last one whose top is at or above it), clamped to the list. */
export function indexAt(offsets: readonly number[], y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((offsets[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The items to mount for a viewport (its top relative to the list's top, and its height), with
 * `overscan` px more above and below so fast scrolls and Tab find their next item mounted.
 */
export function windowRange(
  offsets: readonly number[],
  viewportTop: number,
  viewportHeight: number,
  overscan: number,
): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const total = offsets[count] ?? 0;
  const top = viewportTop - overscan;
  const bottom = viewportTop + viewportHeight + overscan;
  if (bottom < 0) return { start: 0, end: Math.min(count, 1) };
  if (top > total) return { start: count - 1, end: count };
  return { start: indexAt(offsets, Math.max(0, top)), end: Math.min(count, indexAt(offsets, bottom) + 1) };
}

/** The last item that shows at least a pixel inside the viewport (-1 when the list is empty). */
export function lastVisibleIndex(offsets: readonly number[], viewportTop: number, viewportHeight: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return -1;
  return indexAt(offsets, Math.max(0, viewportTop + viewportHeight - 1));
}

/**
 * Whether to fetch the next page: once no more than `buffer` items remain after the last one
 * visible (10: docs/behaviour/feed.md#reading-the-feed), so the next page is there before the
 * reader needs it.
 */
export function shouldPrefetch(lastVisible: number, count: number, buffer: number): boolean {
  return count - 1 - lastVisible <= buffer;
}

/** Extends a range to keep one more index mounted (the item holding focus) when it is close. */
export function includeIndex(range: WindowRange, index: number | null, maxDistance: number): WindowRange {
  if (index === null || index < 0) return range;
  if (index < range.start && range.start - index <= maxDistance) return { start: index, end: range.end };
  if (index >= range.end && index - range.end < maxDistance) return { start: range.start, end: index + 1 };
  return range;
}
