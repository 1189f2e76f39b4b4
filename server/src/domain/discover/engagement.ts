/** Engagement score of a post for ranking "top" sections and explore: comments weigh double. */
export function engagement(row: { like_count: number; comment_count: number }): number {
  return Number(row.like_count) + 2 * Number(row.comment_count);
}
