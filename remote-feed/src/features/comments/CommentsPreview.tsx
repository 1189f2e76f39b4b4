import { postCommentPath, type Media } from 'shared-contracts';
import { useCommentsQuery } from 'shared-client/queries';
import { CommentRow } from './CommentRow';
import { useLinkedComment } from './use-linked-comment';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/** Logged-out visitors see this many comments of a post (docs/behaviour/comments.md#logged-out-visitors). */
export const LOGGED_OUT_PREVIEW_COMMENTS = 3;

/**
 * The preview-comments list for logged-out visitors: the first few top-level comments, read-only,
 * no replies. Nothing shows if the server shares no comments with visitors. A comment a permalink
 * names (`linkedPk`) shows first, highlighted (docs/behaviour/comments.md#permalinks).
 */
export function CommentsPreview({ media, linkedPk = null }: { media: Media; linkedPk?: string | null }) {
  const t = useCommentsTranslation();
  const { data } = useCommentsQuery(media.pk);
  const linked = useLinkedComment(media.pk, linkedPk);
  if (data?.commentsDisabled ?? media.comments_disabled) {
    return (
      <p className={styles.disabledNote} data-testid="comments-disabled">
        {t('composer.disabled')}
      </p>
    );
  }
  const first = (data?.comments ?? []).filter((comment) => !comment.is_covered).slice(0, LOGGED_OUT_PREVIEW_COMMENTS);
  const pinned = linked.comment;
  const shown = pinned ? [pinned, ...first.filter((comment) => comment.pk !== pinned.pk)] : first;
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('comments.previewHeading')} data-testid="comments-preview">
      {shown.map((comment) => (
        <li key={comment.pk} className={styles.item}>
          <CommentRow
            pk={comment.pk}
            user={comment.user}
            text={comment.text}
            createdAt={comment.created_at}
            likeCount={comment.comment_like_count}
            permalink={postCommentPath(media.code, comment.pk)}
            highlight={comment.pk === pinned?.pk ? linked.reveal : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
