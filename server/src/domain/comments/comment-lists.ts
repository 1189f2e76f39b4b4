import type { Kysely } from 'kysely';
import { COMMENTS_PAGE_SIZE, type ChildCommentsPage, type CommentById, type CommentsPage } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { presentComments } from './comment-presenter.js';
import { fail } from '../../http/errors.js';
import { commentsVisibleTo, loadVisibleComment, parseCommentId } from '../../policy/comments.js';

/**
 * A page of a post's top-level comments the viewer may see, newest first: the first page holds
 * the newest COMMENTS_PAGE_SIZE, and `next_max_id` (the last id) pages to older ones.
 */
export async function listComments(
  db: Kysely<DB>,
  viewer: UserRow | null,
  mediaIdText: string,
  maxIdText: string | undefined,
  urls: MediaUrls,
): Promise<CommentsPage> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const maxId = maxIdText ? parseCommentId(maxIdText) : null;
  let query = db
    .selectFrom('comments')
    .selectAll()
    .where('comments.media_id', '=', media.id)
    .where('comments.parent_comment_id', 'is', null)
    .where(commentsVisibleTo(viewer?.id ?? null, media.owner_id));
  if (maxId !== null) query = query.where('comments.id', '<', maxId);
  const rows = await query
    .orderBy('comments.id', 'desc')
    .limit(COMMENTS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const more = rows.length > COMMENTS_PAGE_SIZE;
  return {
    comments: await presentComments(db, page, viewer, media.owner_id, urls),
    comment_count: media.comment_count,
    next_max_id: more ? String(page[page.length - 1]?.id) : null,
    has_more_comments: more,
    comments_disabled: media.comments_disabled === 1,
    commenting_disabled_for_viewer: !viewer || media.comments_disabled === 1,
    status: 'ok',
  };
}

/** A page of replies to one top-level comment, oldest first; the cursor pages to newer ones. */
export async function listChildComments(
  db: Kysely<DB>,
  viewer: UserRow | null,
  mediaIdText: string,
  commentIdText: string,
  cursorText: string | undefined,
  urls: MediaUrls,
): Promise<ChildCommentsPage> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const parent = await loadVisibleComment(db, viewer, media, commentIdText);
  const after = cursorText ? parseCommentId(cursorText) : null;
  let query = db
    .selectFrom('comments')
    .selectAll()
    .where('comments.parent_comment_id', '=', parent.id)
    .where(commentsVisibleTo(viewer?.id ?? null, media.owner_id));
  if (after !== null) query = query.where('comments.id', '>', after);
  const rows = await query
    .orderBy('comments.id', 'asc')
    .limit(COMMENTS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const more = rows.length > COMMENTS_PAGE_SIZE;
  return {
    child_comments: await presentComments(db, page, viewer, media.owner_id, urls),
    next_max_child_cursor: more ? String(page[page.length - 1]?.id) : null,
    has_more_tail_child_comments: more,
    status: 'ok',
  };
}

/**
 * One comment of a post by its id, for a permalink (docs/behaviour/comments.md#permalinks): by
 * the list's rules (the post visible, the comment and, for a reply, its thread's top-level
 * comment too), else 404 as if it did not exist. A reply comes with that top-level comment.
 */
export async function findCommentById(
  db: Kysely<DB>,
  viewer: UserRow | null,
  mediaIdText: string,
  commentIdText: string,
  urls: MediaUrls,
): Promise<CommentById> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const comment = await loadVisibleComment(db, viewer, media, commentIdText);
  const parent =
    comment.parent_comment_id === null
      ? null
      : await loadVisibleComment(db, viewer, media, String(comment.parent_comment_id));
  const presented = await presentComments(db, parent ? [comment, parent] : [comment], viewer, media.owner_id, urls);
  const shown = presented.find((c) => c.pk === String(comment.id));
  if (!shown) throw fail.notFound('Comment not found.');
  const shownParent = parent ? presented.find((c) => c.pk === String(parent.id)) : undefined;
  return { comment: shown, parent: shownParent ?? null, status: 'ok' };
}
