import { type Comment } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useCommentLikeMutation } from 'shared-client/queries';
import { HeartIcon } from 'shared-ui';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/**
 * Likes or unlikes a comment at once (the cache changes every copy); a refusal puts it back with a
 * message. A press while the last one is on its way is ignored.
 */
export function CommentLikeButton({ mediaId, comment }: { mediaId: string; comment: Comment }) {
  const t = useCommentsTranslation();
  const { mutateAsync, isPending } = useCommentLikeMutation(mediaId, comment.pk);
  const liked = comment.has_liked_comment;

  const handleClick = (): void => {
    if (isPending) return;
    mutateAsync({ liked: !liked }).catch(() => requestToast({ message: t('comments.likeFailed') }));
  };

  return (
    <button
      type="button"
      className={liked ? `${styles.like} ${styles.liked}` : styles.like}
      onClick={handleClick}
      aria-pressed={liked}
      aria-label={t('comments.likeComment', { username: comment.user.username })}
      data-testid="comment-like"
    >
      <HeartIcon filled={liked} size={12} />
    </button>
  );
}
