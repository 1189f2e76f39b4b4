import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FEED_PREFETCH_BUFFER, type FeedVariant } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { estimateItemHeight } from './estimate-height';
import { FeedItemView } from './FeedItemView';
import { forgetList, listMemory } from './list-memory';
import { feedStoreFor, useHomeFeed } from './use-home-feed';
import { useWindowedList } from './use-windowed-list';
import { shouldPrefetch } from './windowing';
import * as styles from './HomeFeedScreen.module.css';

/** Widest a feed card gets (the design token --lm-feed-width). */
const CARD_MAX_WIDTH = 470;

function EmptyFeed({ variant }: { variant: FeedVariant }) {
  const t = useFeedTranslation();
  const favorites = variant === 'favorites';
  return (
    <section className={styles.empty} data-testid="feed-empty">
      <h2>{favorites ? t('feed.empty.favorites.title') : t('feed.empty.title')}</h2>
      <p>
        {favorites
          ? t('feed.empty.favorites.body')
          : variant === 'following'
            ? t('feed.empty.following')
            : t('feed.empty.body')}
      </p>
    </section>
  );
}

/**
 * One variant's feed, windowed: items near the viewport are mounted, the rest keep their space.
 * The next page is asked for once no more than 10 items remain below the last visible one; newer
 * posts wait behind a "New posts" button; Back (`restore`) returns to the same place.
 */
export function FeedList({ variant, restore }: { variant: FeedVariant; restore: boolean }) {
  const t = useFeedTranslation();
  const feed = useHomeFeed(variant);
  const store = feedStoreFor(variant);
  const entries = feed.entries;
  // How this visit began decides once: a later navigation away (PUSH) re-renders the list while
  // the next screen loads, and must not scroll it.
  const [restoring] = useState(restore);

  // A fresh visit starts at the top, and reloads a feed that a follow made stale.
  useLayoutEffect(() => {
    if (restoring) return;
    window.scrollTo(0, 0);
    if (store.getState().stale) {
      forgetList(variant);
      store.reset();
      void store.loadMore();
    } else if (store.getState().entries.length > 0) {
      void store.checkNewer();
    }
  }, [restoring, store, variant]);

  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const estimate = useCallback(
    (index: number, width: number) => {
      const entry = entries[index];
      return entry ? estimateItemHeight(entry.item, Math.min(width || CARD_MAX_WIDTH, CARD_MAX_WIDTH)) : 0;
    },
    [entries],
  );
  const listRef = useRef<HTMLDivElement | null>(null);
  const windowed = useWindowedList({ listRef, keys, estimate, memory: listMemory(variant), restore: restoring });

  const { status, hasNextPage } = feed;
  useEffect(() => {
    if (status !== 'idle' || !hasNextPage || keys.length === 0) return;
    if (shouldPrefetch(windowed.lastVisible, keys.length, FEED_PREFETCH_BUFFER)) void store.loadMore();
  }, [status, hasNextPage, keys.length, windowed.lastVisible, store]);

  useEffect(() => {
    const handleVisibility = (): void => {
      if (document.visibilityState === 'visible') void store.checkNewer();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [store]);

  const hasDemarcator = entries.some((entry) => entry.item.kind === 'end_of_feed_demarcator');
  return (
    <>
      {feed.newer.length > 0 && (
        <button
          type="button"
          className={styles.newPosts}
          onClick={() => {
            feed.showNewer();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          {t('feed.newPosts')}
        </button>
      )}
      <div ref={listRef} className={styles.list} data-testid="feed-list" data-count={entries.length}>
        <div style={{ height: windowed.before }} aria-hidden="true" data-testid="feed-spacer-before" />
        {entries.slice(windowed.start, windowed.end).map((entry, offset) => {
          const index = windowed.start + offset;
          return (
            <div key={entry.key} ref={windowed.observe} data-key={entry.key} data-index={index} className={styles.item}>
              <FeedItemView item={entry.item} eager={index < 2} />
            </div>
          );
        })}
        <div style={{ height: windowed.after }} aria-hidden="true" />
      </div>
      {entries.length === 0 && status === 'idle' && !hasNextPage && <EmptyFeed variant={variant} />}
      {status === 'loading' && (
        <div className={styles.loading} role="status" aria-label={t('feed.loading')}>
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
      {status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('feed.error')}</p>
          <button type="button" className={styles.retry} onClick={feed.loadMore}>
            {t('feed.retry')}
          </button>
        </div>
      )}
      {entries.length > 0 && !hasNextPage && !hasDemarcator && (
        <p className={styles.feedEnd} data-testid="feed-end">
          {t('feed.caughtUp')}
        </p>
      )}
    </>
  );
}
