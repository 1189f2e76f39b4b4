import { matchPath, useLocation } from 'react-router';
import type { SlotProps } from 'shared-contracts';
import { usePostQuery } from 'shared-client/queries';
import { Dialog, LoadingState, RetryPanel } from 'shared-ui';
import { PostDetail } from '../post-page/PostDetail';
import { usePostPageTranslation } from '../post-page/messages';
import * as styles from './PostDialog.module.css';

/**
 * The post the URL names (`/p/{code}/`, or a comment's permalink `/p/{code}/c/{comment_id}/`):
 * its shortcode ('' elsewhere) and the comment, if any.
 */
export function postOfPath(pathname: string): { shortcode: string; commentId: string | null } {
  const comment = matchPath('/p/:shortcode/c/:commentId/', pathname)?.params;
  if (comment) return { shortcode: comment.shortcode ?? '', commentId: comment.commentId ?? null };
  return { shortcode: matchPath('/p/:shortcode/', pathname)?.params.shortcode ?? '', commentId: null };
}

/**
 * A post shown over the page it was opened from (slot `feed.post_dialog`): the URL is the post's,
 * the page below stays where it was, and closing goes back to it
 * (docs/behaviour/search.md#the-explore-grid). A post that is gone says so inside the dialog.
 */
export default function PostDialog({ onClose }: SlotProps) {
  const t = usePostPageTranslation();
  const { shortcode, commentId } = postOfPath(useLocation().pathname);
  const post = usePostQuery(shortcode);
  return (
    <Dialog
      title={t('dialog.title')}
      heading="hidden"
      onClose={onClose}
      closeButton
      size="large"
      placement="fill"
      className={styles.card}
      bodyClassName={styles.body}
      testId="post-dialog"
    >
      {post.data ? (
        <PostDetail media={post.data} inDialog commentId={commentId} />
      ) : post.data === null ? (
        <p className={styles.message}>{t('dialog.gone')}</p>
      ) : post.isError && !post.isFetching ? (
        <RetryPanel message={t('page.error')} onRetry={() => void post.refetch()} error={post.error} />
      ) : (
        <LoadingState label={t('dialog.loading')} />
      )}
    </Dialog>
  );
}
