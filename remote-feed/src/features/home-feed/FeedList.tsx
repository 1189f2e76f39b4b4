import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FEED_PREFETCH_BUFFER, type FeedVariant } from 'shared-contracts';
import { cameWithPage, feedKeys, useFeedTimelineQuery, useNewerFeedPosts, type FeedEntry } from 'shared-client/queries';
import { Button, EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { estimateItemHeight } from './estimate-height';
import { FeedItemView } from './FeedItemView';
import { forgetList, listMemory } from './list-memory';
import { useWindowedList } from './use-windowed-list';
import { shouldPrefetch } from './windowing';
import * as styles from './HomeFeedScreen.module.css';

/** Widest a feed card gets (the design token --lm-feed-width). */
const CARD_MAX_WIDTH = 470;

const NO_ENTRIES: FeedEntry[] = [];

function EmptyFeed({ variant }: { variant: FeedVariant }) {
  const t = useFeedTranslation();
  const favorites = variant === 'favorites';
  return (
    <EmptyState
      testId="feed-empty"
      title={favorites ? t('feed.empty.favorites.title') : t('feed.empty.title')}
      body={
        favorites
          ? t('feed.empty.favorites.body')
          : variant === 'following'
            ? t('feed.empty.following')
            : t('feed.empty.body')
      }
    />
  );
}

/**
 * How a visit of a variant's feed began, decided once: a Back navigation (`restore`) returns to
 * the place left; a fresh visit starts at the top, and when a follow made the feed stale it starts
 * again from its first page, so the place and heights remembered for it are forgotten.
 */
function useVisit(variant: FeedVariant, restore: boolean) {
  const client = useQueryClient();
  const [visit] = useState(() => {
    const stale = !restore && client.getQueryState(feedKeys.timeline(variant))?.isInvalidated === true;
    if (stale) forgetList(variant);
    return { restoring: restore, stale, memory: listMemory(variant) };
  });
  return visit;
}

/**
 * One variant's feed, windowed: items near the viewport are mounted, the rest keep their space.
 * The next page is asked for once no more than 10 items remain below the last visible one; newer
 * posts wait behind a "New posts" button; Back (`restore`) returns to the same place.
 */
export function FeedList({ variant, restore }: { variant: FeedVariant; restore: boolean }) {
  const t = useFeedTranslation();
  const { restoring, stale, memory } = useVisit(variant, restore);
  const feed = useFeedTimelineQuery(variant, { restoring });
  const newer = useNewerFeedPosts(variant);
  const entries = feed.data ?? NO_ENTRIES;

  // A fresh visit starts at the top and, on a feed kept from before, looks for newer posts.
  const checkNewer = newer.check;
  // A feed the page came with was written a moment ago: nothing newer to look for yet.
  const client = useQueryClient();
  const hadEntries = useRef(entries.length > 0 && !cameWithPage(client, feedKeys.timeline(variant)));
  useLayoutEffect(() => {
    if (restoring) return;
    window.scrollTo(0, 0);
    if (!stale && hadEntries.current) checkNewer();
    // Once, as the visit begins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const handleVisibility = (): void => {
      if (document.visibilityState === 'visible') checkNewer();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [checkNewer]);

  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const estimate = useCallback(
    (index: number, width: number) => {
      const entry = entries[index];
      return entry ? estimateItemHeight(entry.item, Math.min(width || CARD_MAX_WIDTH, CARD_MAX_WIDTH)) : 0;
    },
    [entries],
  );
  const listRef = useRef<HTMLDivElement | null>(null);
  const windowed = useWindowedList({ listRef, keys, estimate, memory, restore: restoring });

  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = feed;
  useEffect(() => {
    // A failed page waits for Retry rather than being asked for again at every scroll.
    if (isFetching || isError || !hasNextPage || keys.length === 0) return;
    if (shouldPrefetch(windowed.lastVisible, keys.length, FEED_PREFETCH_BUFFER)) void fetchNextPage();
  }, [isFetching, isError, hasNextPage, keys.length, windowed.lastVisible, fetchNextPage]);

  const handleRetry = (): void => {
    if (feed.data) void fetchNextPage();
    else void refetch();
  };

  const hasDemarcator = entries.some((entry) => entry.item.kind === 'end_of_feed_demarcator');
  return (
    <>
      {newer.newer.length > 0 && (
        <div className={styles.newPosts}>
          <Button
            className={styles.newPostsButton}
            onClick={() => {
              newer.show();
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            {t('feed.newPosts')}
          </Button>
        </div>
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
      {feed.isSuccess && entries.length === 0 && !hasNextPage && <EmptyFeed variant={variant} />}
      {isFetching && <LoadingState label={t('feed.loading')} />}
      {isError && !isFetching && <RetryPanel message={t('feed.error')} onRetry={handleRetry} />}
      {entries.length > 0 && !hasNextPage && !hasDemarcator && !isFetching && (
        <p className={styles.feedEnd} data-testid="feed-end">
          {t('feed.caughtUp')}
        </p>
      )}
    </>
  );
}
