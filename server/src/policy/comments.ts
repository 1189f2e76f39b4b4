import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { CommentRow, DB, UserRow } from '../db/schema.js';
import { fail } from '../http/errors.js';
import { personIdVisibleTo } from './people.js';
import { parseRowId } from '../http/ids.js';

/**
 * SQL condition on `comments` of one post a viewer may see (docs/behaviour/comments.md): never
 * comments by someone the viewer may not see named (a block either way, an account awaiting
 * deletion: people.ts), and covered comments (restricted authors) only for their author and the
 * post's owner.
 */
export function commentsVisibleTo(viewerId: number | null, mediaOwnerId: number): RawBuilder<SqlBool> {
  const author = personIdVisibleTo(viewerId, 'comments.user_id');
  if (viewerId === mediaOwnerId) return author;
  const uncovered =
    viewerId === null
      ? sql<SqlBool>`comments.is_covered = 0`
      : sql<SqlBool>`(comments.is_covered = 0 or comments.user_id = ${viewerId})`;
  return sql<SqlBool>`(${author} and ${uncovered})`;
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
