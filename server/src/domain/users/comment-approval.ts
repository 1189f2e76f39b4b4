import type { Kysely } from 'kysely';
import type { Comment } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { fail } from '../../http/errors.js';
import { parseMediaId } from '../../http/ids.js';
import { parseCommentId } from '../../policy/comments.js';
import { presentComments } from '../comments/comment-presenter.js';

/**
 * The post owner approves a covered comment (a restricted author's): it is uncovered, so everyone
 * who may see the post sees it, and starts counting in comment_count, in one transaction. Anyone
 * but the owner, and unknown posts or comments, get 404. Approving an uncovered comment is a no-op.
 */
export async function approveCoveredComment(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  commentIdText: string,
  urls: MediaUrls,
): Promise<Comment> {
  const mediaId = parseMediaId(mediaIdText);
  const commentId = parseCommentId(commentIdText);
  const media =
    mediaId === null
      ? undefined
      : await db.selectFrom('media').select(['id', 'owner_id']).where('id', '=', mediaId).executeTakeFirst();
  if (!media || media.owner_id !== viewer.id || commentId === null) throw fail.notFound('Comment not found.');
  const row = await db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', commentId)
      .where('media_id', '=', media.id)
      .executeTakeFirst();
    if (!comment) throw fail.notFound('Comment not found.');
    if (comment.is_covered === 0) return comment;
    const updated = await trx
      .updateTable('comments')
      .set({ is_covered: 0 })
      .where('id', '=', comment.id)
      .where('is_covered', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('media')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', media.id)
      .execute();
    return updated;
  });
  const [presented] = await presentComments(db, [row], viewer, media.owner_id, urls);
  if (!presented) throw new Error('The approved comment could not be presented.');
  return presented;
}
