import { Fragment, useEffect } from 'react';
import { FEED_PREFETCH_BUFFER } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { PostCard } from '../post-card/PostCard';
import { useHomeFeed } from './use-home-feed';
import { usePrefetchTrigger } from './use-prefetch-trigger';
import * as styles from './HomeFeedScreen.module.css';

/** The logged-in home feed: posts newest first, the next page fetched 10 items ahead. */
export default function HomeFeedScreen() {
  const t = useFeedTranslation();
  const feed = useHomeFeed('home');
  const triggerIndex = Math.max(0, feed.items.length - FEED_PREFETCH_BUFFER);
  const triggerRef = usePrefetchTrigger(() => {
    if (feed.status === 'idle') feed.loadMore();
  }, `${feed.items.length}:${feed.status}`);

  useEffect(() => {
    document.title = `${t('feed.title')} • Lumen`;
  }, [t]);

  return (
    <main className={styles.feed} data-testid="home-feed">
      <h1 className="lm-visually-hidden">{t('feed.title')}</h1>
      {feed.items.map((media, index) => (
        <Fragment key={media.pk}>
          {index === triggerIndex && <div ref={triggerRef} className={styles.trigger} aria-hidden="true" />}
          <PostCard media={media} eager={index < 2} />
        </Fragment>
      ))}
      {feed.items.length === 0 && feed.status === 'idle' && !feed.hasNextPage && (
        <section className={styles.empty}>
          <h2>{t('feed.empty.title')}</h2>
          <p>{t('feed.empty.body')}</p>
        </section>
      )}
      {feed.status === 'loading' && (
        <div className={styles.loading} role="status" aria-label={t('feed.loading')}>
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
      {feed.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('feed.error')}</p>
          <button type="button" className={styles.retry} onClick={feed.loadMore}>
            {t('feed.retry')}
          </button>
        </div>
      )}
      {feed.items.length > 0 && !feed.hasNextPage && (
        <p className={styles.caughtUp} data-testid="feed-end">
          {t('feed.caughtUp')}
        </p>
      )}
    </main>
  );
}
