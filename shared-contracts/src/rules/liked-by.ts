import { LIKED_BY_MAX } from '../constants.js';

/** What "liked by X and others" shows: up to 3 names and how many other people liked it. */
interface LikedBySummary {
  names: string[];
  others: number;
}

/**
 * Summarises likes for display: the first names (at most 3, people the viewer follows), and
 * the remaining count; null when nobody the viewer knows liked it.
 */
export function summarizeLikedBy(
  usernames: readonly string[],
  likeCount: number,
  max: number = LIKED_BY_MAX,
): LikedBySummary | null {
  const names = usernames.slice(0, Math.max(0, max));
  if (names.length === 0) return null;
  return { names, others: Math.max(0, likeCount - names.length) };
}
