import { postCommentPath, type Comment } from 'shared-contracts';
import { useCommentRepliesQuery } from 'shared-client/queries';
import type { PendingComment } from './composer-state';
import { CommentLikeButton } from './CommentLikeButton';
import { CommentRow } from './CommentRow';
import { PendingCommentRow } from './PendingCommentRow';
import { threadView } from './thread-view';
import type { CommentsSection } from './use-comments-section';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/** What the list does with a comment: confirm its deletion, report it. */
export interface CommentHandlers {
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
}

/** The row props of a comment the viewer can act on. */
function actionsFor(section: CommentsSection, comment: Comment, { onDelete, onReport }: CommentHandlers) {
  const highlighted = section.linked.comment?.pk === comment.pk;
  return {
    pk: comment.pk,
    user: comment.user,
    text: comment.text,
    createdAt: comment.created_at,
    likeCount: comment.comment_like_count,
    covered: comment.is_covered,
    permalink: postCommentPath(section.media.code, comment.pk),
    highlight: highlighted ? section.linked.reveal : undefined,
    onReply: section.canComment ? () => section.reply(comment) : undefined,
    onDelete: section.canDelete(comment) ? () => onDelete(comment) : undefined,
    onReport: section.viewer && section.viewer.pk !== comment.user.pk ? () => onReport(comment) : undefined,
    likeButton: section.viewer ? <CommentLikeButton mediaId={section.media.pk} comment={comment} /> : undefined,
  };
}

/** A top-level comment with its replies: "View replies (n)", "Hide replies", paging, a pending reply. */
export function CommentThread({
  section,
  comment,
  pendingReply,
  handlers,
}: {
  section: CommentsSection;
  comment: Comment;
  pendingReply: PendingComment | null;
  handlers: CommentHandlers;
}) {
  const t = useCommentsTranslation();
  const linkedReply = section.linked.reply?.parent_comment_id === comment.pk ? section.linked.reply : null;
  const thread = useCommentRepliesQuery(section.media.pk, comment.pk, linkedReply);
  const view = threadView(comment, thread, section.isExpanded(comment.pk));
  const loading = view.status === 'loading';
  const hasToggles = view.hiddenCount > 0 || view.canHide;

  const handleViewReplies = (): void => {
    section.setExpanded(comment.pk, true);
    if (view.needsFetch) thread.fetchMore();
  };

  return (
    <li className={styles.item}>
      <CommentRow {...actionsFor(section, comment, handlers)}>
        {hasToggles && (
          <div className={styles.threadToggles}>
            {view.hiddenCount > 0 && (
              <button
                type="button"
                className={styles.threadToggle}
                onClick={handleViewReplies}
                disabled={loading}
                aria-busy={loading || undefined}
                data-testid="view-replies"
              >
                <span className={styles.threadLine} aria-hidden="true" />
                {t('comments.viewReplies', { count: view.hiddenCount })}
              </button>
            )}
            {view.canHide && (
              <button
                type="button"
                className={styles.threadToggle}
                onClick={() => section.setExpanded(comment.pk, false)}
                data-testid="hide-replies"
              >
                <span className={styles.threadLine} aria-hidden="true" />
                {t('comments.hideReplies')}
              </button>
            )}
          </div>
        )}
        {view.status === 'error' && (
          <p className={styles.inlineError} role="alert">
            {t('comments.repliesError')}
          </p>
        )}
        {(view.replies.length > 0 || pendingReply) && (
          <ul className={styles.replies} data-testid="replies">
            {view.replies.map((reply) => (
              <li key={reply.pk} className={styles.item}>
                <CommentRow {...actionsFor(section, reply, handlers)} />
              </li>
            ))}
            {pendingReply && section.viewer && (
              <li className={styles.item}>
                <PendingCommentRow pending={pendingReply} viewer={section.viewer} />
              </li>
            )}
          </ul>
        )}
      </CommentRow>
    </li>
  );
}
