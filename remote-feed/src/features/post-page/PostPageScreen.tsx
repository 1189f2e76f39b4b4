import { useParams } from 'react-router';
import type { RouteScreenProps } from 'shared-contracts';
import { usePostQuery } from 'shared-client/queries';
import { MEDIA_QUERIES, RetryPanel, useMediaQuery } from 'shared-ui';
import { PostDetail } from './PostDetail';
import { usePostShortcuts, type PostShortcutOptions } from '../home-feed/post-shortcuts';
import { PostPageSkeleton } from './PostPageSkeleton';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

const POST_PAGE_SHORTCUTS: PostShortcutOptions = { posts: '[data-testid="post-article"]', moves: false };

function PostLoadError({ onRetry, error }: { onRetry: () => void; error: unknown }) {
  const t = usePostPageTranslation();
  return (
    <main className={styles.page} data-testid="post-page-error">
      <RetryPanel message={t('page.error')} onRetry={onRetry} error={error} />
    </main>
  );
}

/**
 * The post page at /p/{shortcode}/ (route `feed.post`), or opened at a comment by its permalink
 * /p/{shortcode}/c/{comment_id}/ (route `feed.post_comment`); unknown or hidden posts are not
 * found. A post already in the cache (opened from the feed or a grid) shows at once, no skeleton.
 */
export default function PostPageScreen({ NotFound }: RouteScreenProps) {
  const { shortcode = '', commentId = null } = useParams();
  const desktop = useMediaQuery(MEDIA_QUERIES.desktop, true);
  const post = usePostQuery(shortcode);
  // l, s and c act on the post (docs/behaviour/shell-chrome.md#keyboard-shortcuts); one post, so no j or k.
  usePostShortcuts(POST_PAGE_SHORTCUTS);
  if (post.data === null) return <NotFound />;
  if (post.data) return <PostDetail media={post.data} commentId={commentId} />;
  if (post.isError && !post.isFetching) return <PostLoadError onRetry={() => void post.refetch()} error={post.error} />;
  return <PostPageSkeleton desktop={desktop} />;
}
