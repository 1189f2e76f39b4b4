import type { Kysely } from 'kysely';
import { COMMENT_RATE_LIMIT, type AddCommentResult, type Locale } from 'shared-contracts';
import type { CommentRow, DB, UserRow } from '../../db/schema.js';
import { fail, SpamError } from '../../http/errors.js';
import type { MediaUrls } from '../media-urls.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { isRestrictedBy } from '../users/relationships.js';
import { presentComments } from './comment-presenter.js';
import { SPAM_RULES, spamFeedback, spamReason } from './comment-rules.js';
import { loadVisibleComment, parseCommentId } from '../../policy/comments.js';
import { recordActivity, withdrawActivity } from '../activity/notify.js';
import { notifyNewComment } from '../activity/comment-activity.js';
import type { ActivityNotices } from '../activity/activity-notices.js';

/** A new comment as the add call sends it. */
export interface NewComment {
  text: string;
  repliedToCommentId?: string;
}

/**
 * Adds a comment or a reply. Refusals, in order: the post is not visible (404), comments are
 * off (comments_disabled), the replied-to comment is not visible (404), spam (SpamError), more
 * than COMMENT_RATE_LIMIT comments in its window (rate_limited). A reply to a reply joins the
 * thread of its top-level comment. A restricted author's comment is stored covered, and only
 * uncovered comments count in the post's comment_count. Row and count change in one transaction.
 */
export async function addComment(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  input: NewComment,
  options: { urls: MediaUrls; locale: Locale; now?: number; notices?: ActivityNotices },
): Promise<AddCommentResult> {
  const now = options.now ?? Date.now();
  const { media, owner } = await loadVisibleMedia(db, viewer, mediaIdText);
  if (media.comments_disabled === 1) throw fail.commentsDisabled();
  const repliedTo = input.repliedToCommentId
    ? await loadVisibleComment(db, viewer, media, input.repliedToCommentId)
    : null;
  // The rate and the repeat windows are both read from the author's own recent comments, so the
  // limits hold across server instances and restarts.
  const since = now - Math.max(COMMENT_RATE_LIMIT.windowMs, SPAM_RULES.repeatWindowMs);
  const recent = await db
    .selectFrom('comments')
    .select(['text', 'created_at'])
    .where('user_id', '=', viewer.id)
    .where('created_at', '>', since)
    .execute();
  const inRepeatWindow = recent.filter((c) => c.created_at > now - SPAM_RULES.repeatWindowMs).map((c) => c.text);
  if (spamReason(input.text, inRepeatWindow)) throw new SpamError(spamFeedback(options.locale));
  const inRateWindow = recent.filter((c) => c.created_at > now - COMMENT_RATE_LIMIT.windowMs).length;
  if (inRateWindow >= COMMENT_RATE_LIMIT.count)
    throw fail.rateLimited('You are commenting too fast. Please wait a few minutes and try again.');
  const covered = owner.id !== viewer.id && (await isRestrictedBy(db, owner.id, viewer.id));
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('comments')
      .values({
        media_id: media.id,
        user_id: viewer.id,
        text: input.text,
        parent_comment_id: repliedTo ? (repliedTo.parent_comment_id ?? repliedTo.id) : null,
        like_count: 0,
        created_at: now,
        is_covered: covered ? 1 : 0,
        restricted_status: covered ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!covered)
      await trx
        .updateTable('media')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', media.id)
        .execute();
    // A restricted author's comment is covered: only they and the owner see it, unannounced.
    if (!covered)
      await notifyNewComment(
        trx,
        { comment: inserted, media, repliedToAuthorId: repliedTo?.user_id ?? null },
        options.notices,
      );
    return inserted;
  });
  const [comment] = await presentComments(db, [row], viewer, owner.id, options.urls);
  if (!comment) throw new Error('The new comment could not be presented.');
  return { id: comment.pk, comment, status: 'ok' };
}

/**
 * Deletes a comment (with its replies): only its author or the post's owner may. The post's
 * comment_count loses the uncovered comments removed, in the same transaction.
 */
export async function deleteComment(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  commentIdText: string,
  notices?: ActivityNotices,
): Promise<void> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const comment = await loadVisibleComment(db, viewer, media, commentIdText);
  if (comment.user_id !== viewer.id && media.owner_id !== viewer.id)
    throw fail.forbidden('Only its author or the post owner can delete a comment.');
  await removeComment(db, comment, media.id, notices);
}

/**
 * Removes a comment with its replies, whoever asked (its author, the post's owner, or a moderator:
 * docs/behaviour/moderation.md#removing-content). The post's comment_count loses the uncovered
 * comments removed, in the same transaction.
 */
export async function removeComment(
  db: Kysely<DB>,
  comment: Pick<CommentRow, 'id'>,
  mediaId: number,
  notices?: ActivityNotices,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('id', '=', comment.id), eb('parent_comment_id', '=', comment.id)]))
      .where('is_covered', '=', 0)
      .executeTakeFirstOrThrow();
    // Their notifications go with them (cascade); whoever had one has a new count to hear.
    const notified = await trx
      .selectFrom('notifications')
      .innerJoin('comments', 'comments.id', 'notifications.comment_id')
      .select('notifications.recipient_id')
      .where((eb) => eb.or([eb('comments.id', '=', comment.id), eb('comments.parent_comment_id', '=', comment.id)]))
      .execute();
    for (const { recipient_id } of notified) notices?.add(recipient_id);
    // Replies go with their comment (the foreign key cascades; deleting them first keeps both
    // dialects identical even where cascades are off).
    await trx.deleteFrom('comments').where('parent_comment_id', '=', comment.id).execute();
    await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    const n = Number(removed.n);
    if (n > 0)
      await trx
        .updateTable('media')
        .set((eb) => ({ comment_count: eb('comment_count', '-', n) }))
        .where('id', '=', mediaId)
        .execute();
  });
}

/** The answer of comment like and unlike. */
export interface CommentLikeState {
  comment_like_count: number;
  has_liked_comment: boolean;
}

/** Likes or unlikes a comment the viewer may see; idempotent, count kept in the same transaction. */
export async function setCommentLike(
  db: Kysely<DB>,
  viewer: UserRow,
  commentIdText: string,
  liked: boolean,
  notices?: ActivityNotices,
): Promise<CommentLikeState> {
  const id = parseCommentId(commentIdText);
  const target =
    id === null
      ? undefined
      : await db.selectFrom('comments').select('media_id').where('id', '=', id).executeTakeFirst();
  if (!target) throw fail.notFound('Comment not found.');
  const { media } = await loadVisibleMedia(db, viewer, String(target.media_id)).catch(() => {
    throw fail.notFound('Comment not found.');
  });
  const comment = await loadVisibleComment(db, viewer, media, commentIdText);
  return db.transaction().execute(async (trx) => {
    let delta = 0;
    if (liked) {
      const result = await trx
        .insertInto('comment_likes')
        .values({ comment_id: comment.id, user_id: viewer.id, created_at: Date.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      delta = Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    } else {
      const result = await trx
        .deleteFrom('comment_likes')
        .where('comment_id', '=', comment.id)
        .where('user_id', '=', viewer.id)
        .executeTakeFirst();
      delta = Number(result.numDeletedRows) > 0 ? -1 : 0;
    }
    if (delta !== 0)
      await trx
        .updateTable('comments')
        .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
        .where('id', '=', comment.id)
        .execute();
    const cause = {
      recipientId: comment.user_id,
      actorId: viewer.id,
      kind: 'comment_like',
      mediaId: media.id,
      commentId: comment.id,
    } as const;
    if (delta > 0) await recordActivity(trx, cause, { notices });
    if (delta < 0) await withdrawActivity(trx, cause, { notices });
    const row = await trx
      .selectFrom('comments')
      .select('like_count')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    return { comment_like_count: row.like_count, has_liked_comment: liked };
  });
}
