/** The tallest a feed photo box gets (4:5) and the widest (1.91:1); the photo covers the rest. */
export const MEDIA_ASPECT_MIN = 4 / 5;
export const MEDIA_ASPECT_MAX = 1.91;

/**
 * The aspect ratio (width / height) of a post's media box, known before anything loads so the
 * page never shifts: the photo's own ratio clamped between 4:5 and 1.91:1.
 */
export function mediaAspectRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(MEDIA_ASPECT_MAX, Math.max(MEDIA_ASPECT_MIN, width / height));
}
