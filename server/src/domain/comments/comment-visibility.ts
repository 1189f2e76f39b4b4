import { expressionBuilder, type ExpressionBuilder, type Kysely } from 'kysely';
import type { CommentRow, DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { accountsAwaitingDeletion } from '../visibility/accounts-awaiting-deletion.js';
import { parseRowId } from '../../http/ids.js';

/**
 * SQL condition on `comments` of one post a viewer may see: covered comments (restricted
 * authors) only for their author and the post owner; never comments by accounts blocked either
 * way with the viewer, nor by accounts awaiting deletion.
 */
export function commentsVisibleTo(viewerId: number | null, mediaOwnerId: number) {
  const sub = expressionBuilder<DB, never>();
  return (eb: ExpressionBuilder<DB, 'comments'>) => {
    const leaving = eb('comments.user_id', 'not in', accountsAwaitingDeletion());
    if (viewerId === null) return eb.and([eb('comments.is_covered', '=', 0), leaving]);
    const conditions = [
      leaving,
      eb(
        'comments.user_id',
        'not in',
        sub.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId),
      ),
      eb(
        'comments.user_id',
        'not in',
        sub.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId),
      ),
    ];
    if (viewerId !== mediaOwnerId)
      conditions.push(eb.or([eb('comments.is_covered', '=', 0), eb('comments.user_id', '=', viewerId)]));
    return eb.and(conditions);
  };
}

/** Parses a comment id from a path or field; null for anything but an id in range. */
export function parseCommentId(value: string): number | null {
  return parseRowId(value);
}

/** Loads a comment of a post that the viewer may see, or fails with 404 (as if it did not exist). */
export async function loadVisibleComment(
  db: Kysely<DB>,
  viewer: UserRow | null,
  media: { id: number; owner_id: number },
  commentIdText: string,
): Promise<CommentRow> {
  const id = parseCommentId(commentIdText);
  const comment =
    id === null
      ? undefined
      : await db
          .selectFrom('comments')
          .selectAll()
          .where('comments.id', '=', id)
          .where('comments.media_id', '=', media.id)
          .where(commentsVisibleTo(viewer?.id ?? null, media.owner_id))
          .executeTakeFirst();
  if (!comment) throw fail.notFound('Comment not found.');
  return comment;
}
