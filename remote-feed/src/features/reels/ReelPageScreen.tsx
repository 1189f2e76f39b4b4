import { Navigate, useParams } from 'react-router';
import { postPath, type RouteScreenProps } from 'shared-contracts';
import { useSession } from 'shared-client';
import { usePostQuery } from 'shared-client/queries';
import { useClipsHomeQuery } from 'shared-client/stories';
import { LoadingState, RetryPanel, useDocumentTitle } from 'shared-ui';
import { useReelsTranslation } from './messages';
import { VideoUpsell } from '../video-upsell/VideoUpsell';
import { ReelsFeed } from './ReelsFeed';
import * as styles from './Reels.module.css';

/**
 * /reel/{code}/ (route `feed.reel`): that reel first, then, for a logged-in viewer, the reels feed
 * below it. Unknown or hidden posts are not found; a post that is no video opens as a post
 * (docs/behaviour/stories.md#reels-pages).
 */
export default function ReelPageScreen({ NotFound }: RouteScreenProps) {
  const { code = '' } = useParams();
  const t = useReelsTranslation();
  const session = useSession();
  const post = usePostQuery(code);
  const loggedIn = session.status === 'authenticated';
  const clips = useClipsHomeQuery({ enabled: loggedIn && Boolean(post.data) });
  useDocumentTitle(`${t('reels.title')} • Lumen`);
  if (post.data === null) return <NotFound />;
  if (post.data && post.data.media_type !== 2) return <Navigate to={postPath(post.data.code)} replace />;
  if (!post.data) {
    return (
      <main className={styles.page}>
        {post.isError && !post.isFetching ? (
          <RetryPanel message={t('reels.error')} onRetry={() => void post.refetch()} />
        ) : (
          <LoadingState label={t('reels.loading')} />
        )}
      </main>
    );
  }
  const first = post.data;
  const reels = [first, ...(clips.data ?? []).filter((media) => media.pk !== first.pk)];
  return (
    <main className={loggedIn ? styles.page : `${styles.page} ${styles.visitor}`} data-testid="reel-page">
      <h1 className="lm-visually-hidden">{t('reels.title')}</h1>
      <ReelsFeed
        reels={reels}
        hasMore={clips.hasNextPage}
        loadingMore={clips.isFetchingNextPage}
        onNearEnd={() => void clips.fetchNextPage()}
      />
      {/* A visitor is invited to sign up (docs/behaviour/logged-out.md#video-upsell). */}
      {!loggedIn && <VideoUpsell mediaId={first.pk} />}
    </main>
  );
}
