import { useSession } from 'shared-client';
import type { RouteScreenProps } from 'shared-contracts';
import { useClipsHomeQuery } from 'shared-client/stories';
import { EmptyState, LoadingState, ReelsIcon, RetryPanel, useDocumentTitle } from 'shared-ui';
import { useReelsTranslation } from './messages';
import { ReelsFeed } from './ReelsFeed';
import { VideoUpsell } from '../video-upsell/VideoUpsell';
import * as styles from './Reels.module.css';

/**
 * /reels/ (route `feed.reels`): the reels feed, page after page (docs/behaviour/stories.md#reels-pages).
 * A visitor gets the few the server gives (docs/behaviour/logged-out.md#the-reels-tab) and the
 * video upsell.
 */
export default function ReelsScreen(_props: RouteScreenProps) {
  const t = useReelsTranslation();
  const loggedIn = useSession().status === 'authenticated';
  const clips = useClipsHomeQuery();
  useDocumentTitle(`${t('reels.title')} • Lumen`);
  const reels = clips.data ?? [];
  return (
    <main className={loggedIn ? styles.page : `${styles.page} ${styles.visitor}`} data-testid="reels-page">
      <h1 className="lm-visually-hidden">{t('reels.title')}</h1>
      {clips.isPending && <LoadingState label={t('reels.loading')} />}
      {clips.isError && reels.length === 0 && (
        <RetryPanel message={t('reels.error')} onRetry={() => void clips.refetch()} />
      )}
      {clips.isSuccess && reels.length === 0 && (
        <EmptyState icon={<ReelsIcon size={62} />} title={t('reels.empty')} body={t('reels.emptyBody')} />
      )}
      {reels.length > 0 && (
        <ReelsFeed
          reels={reels}
          hasMore={clips.hasNextPage}
          loadingMore={clips.isFetchingNextPage}
          onNearEnd={() => void clips.fetchNextPage()}
        />
      )}
      {!loggedIn && reels[0] && <VideoUpsell mediaId={reels[0].pk} />}
    </main>
  );
}
