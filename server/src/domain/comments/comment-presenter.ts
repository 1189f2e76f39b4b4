import type { Kysely } from 'kysely';
import type { Comment } from 'shared-contracts';
import type { CommentRow, DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { commentsVisibleTo } from '../../policy/comments.js';

/**
 * Presents comments of one post with a fixed number of queries: authors, the viewer's comment
 * likes, and (for top-level comments) the count of replies the viewer may see.
 */
export async function presentComments(
  db: Kysely<DB>,
  rows: readonly CommentRow[],
  viewer: UserRow | null,
  mediaOwnerId: number,
  urls: MediaUrls,
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const topLevel = rows.filter((r) => r.parent_comment_id === null).map((r) => r.id);
  const [authors, liked, replies] = await Promise.all([
    db
      .selectFrom('users')
      .select(USER_SUMMARY_COLUMNS)
      .where('id', 'in', [...new Set(rows.map((r) => r.user_id))])
      .execute(),
    viewer
      ? db
          .selectFrom('comment_likes')
          .select('comment_id')
          .where('user_id', '=', viewer.id)
          .where('comment_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
    topLevel.length > 0
      ? db
          .selectFrom('comments')
          .select(['parent_comment_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('parent_comment_id', 'in', topLevel)
          .where(commentsVisibleTo(viewer?.id ?? null, mediaOwnerId))
          .groupBy('parent_comment_id')
          .execute()
      : Promise.resolve([]),
  ]);
  const authorById = new Map(authors.map((u) => [u.id, u]));
  const likedIds = new Set(liked.map((l) => l.comment_id));
  const replyCounts = new Map(replies.map((r) => [r.parent_comment_id, Number(r.n)]));
  return rows.flatMap((row) => {
    const author = authorById.get(row.user_id);
    if (!author) return [];
    return [
      {
        pk: String(row.id),
        text: row.text,
        created_at: Math.floor(row.created_at / 1000),
        user: presentUserSummary(author, urls),
        parent_comment_id: row.parent_comment_id === null ? null : String(row.parent_comment_id),
        child_comment_count: replyCounts.get(row.id) ?? 0,
        comment_like_count: row.like_count,
        has_liked_comment: likedIds.has(row.id),
        restricted_status: row.restricted_status,
        is_covered: row.is_covered === 1,
        giphy_media_info: null,
      },
    ];
  });
}
