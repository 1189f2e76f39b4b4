/**
 * The home feed's ranking, documented in server/README.md ("Home feed ranking"). A post's score
 * is the base-2 logarithm of its weight, so every term reads as "worth N half-lives of age":
 *
 *   score = -ageHours / 12                       recency: the weight halves every 12 hours
 *         + 0.5 * log2(1 + likeCount)            popularity, with diminishing returns
 *         + 0.5 * log2(1 + interactions)         affinity: the viewer's likes and comments on
 *                                                the author's posts in the last 30 days
 *         + 2 if the author is a feed favourite  (worth a day of freshness)
 *         + 2 if it is the viewer's own post     (so a new post of yours shows at the top)
 *
 * One exception ahead of the score: the viewer's own posts from the last hour come first,
 * newest first, so what you just shared is at the top of your feed however popular the rest is.
 *
 * Ties break by time then id, newest first. Scores are computed once per snapshot (at its time),
 * so later likes never reorder pages already being read.
 */
export const RANKING = {
  halfLifeHours: 12,
  likeWeight: 0.5,
  affinityWeight: 0.5,
  favoriteBonus: 2,
  ownBonus: 2,
  /** The viewer's own posts younger than this are pinned above every ranked post. */
  ownPinMs: 3600 * 1000,
  /** Interactions older than this do not count toward affinity. */
  affinityWindowMs: 30 * 24 * 3600 * 1000,
} as const;

/** What the score of one post depends on. */
export interface RankingInput {
  id: number;
  takenAt: number;
  likeCount: number;
  /** The viewer's recent likes and comments on this author's posts. */
  interactions: number;
  isFavorite: boolean;
  isOwn: boolean;
}

/** The score of a post at time `now` (ms); higher ranks first. */
export function scorePost(input: RankingInput, now: number): number {
  const ageHours = Math.max(0, now - input.takenAt) / 3_600_000;
  return (
    -ageHours / RANKING.halfLifeHours +
    RANKING.likeWeight * Math.log2(1 + Math.max(0, input.likeCount)) +
    RANKING.affinityWeight * Math.log2(1 + Math.max(0, input.interactions)) +
    (input.isFavorite ? RANKING.favoriteBonus : 0) +
    (input.isOwn ? RANKING.ownBonus : 0)
  );
}

/** Whether a post is the viewer's own and recent enough to be pinned at the top. */
export function isPinnedOwnPost(input: RankingInput, now: number): boolean {
  return input.isOwn && now - input.takenAt < RANKING.ownPinMs;
}

/**
 * Orders posts: pinned own posts first, then by score, then time, then id (all descending):
 * a total, deterministic order.
 */
export function rankPosts<T extends RankingInput>(posts: readonly T[], now: number): T[] {
  const scored = posts.map((post) => ({
    post,
    pinned: isPinnedOwnPost(post, now) ? 1 : 0,
    score: scorePost(post, now),
  }));
  scored.sort(
    (a, b) => b.pinned - a.pinned || b.score - a.score || b.post.takenAt - a.post.takenAt || b.post.id - a.post.id,
  );
  return scored.map((s) => s.post);
}
