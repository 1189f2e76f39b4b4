import { useCallback, useEffect, useRef, useState } from 'react';
import type { Media } from 'shared-contracts';
import { needsNextPage, reelHasPlayer, reelIndexAt, reelIndexForKey } from './reel-index';
import { ReelItem } from './ReelItem';
import { useReelShortcuts } from './reel-shortcuts';
import { useReelsTranslation } from './messages';
import * as styles from './Reels.module.css';

/** Whether a key press belongs to a field or a dialog rather than to the reels. */
function keyIsTaken(event: KeyboardEvent): boolean {
  const target = event.target;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  if (!(target instanceof Element) || target === document.body) return false;
  return Boolean(target.closest('input, textarea, select, [contenteditable="true"], dialog'));
}

/**
 * The vertical reels feed (docs/behaviour/stories.md#reels-pages): one reel per screen, CSS scroll snapping,
 * ArrowUp and ArrowDown move one reel; the reel on screen plays, its neighbours keep a player (once
 * a reel has started playing) so the next starts at once, and the next page is asked for two reels
 * before the end.
 */
export function ReelsFeed({
  reels,
  hasMore = false,
  loadingMore = false,
  onNearEnd,
}: {
  reels: readonly Media[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onNearEnd?: () => void;
}) {
  const t = useReelsTranslation();
  const ref = useRef<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(0);
  // Until a reel on screen has played, the page is opening: that reel has the connection to
  // itself, the neighbours' players wait. Until the reader moves to another reel, players start
  // from the MP4 file: the first frame needs one request, and hls.js is downloaded only by a
  // reader who goes on (docs/performance.md#the-first-reels-start-from-their-files).
  const [started, setStarted] = useState(false);
  const onStarted = useCallback(() => setStarted(true), []);
  const [moved, setMoved] = useState(false);

  const goTo = useCallback((index: number) => {
    const feed = ref.current;
    if (!feed) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    feed.scrollTo({ top: index * feed.clientHeight, behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (keyIsTaken(event)) return;
      const next = reelIndexForKey(event.key, current, reels.length);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
      if (next !== null) goTo(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, reels.length, goTo]);

  useReelShortcuts(ref, current, reels.length, goTo);

  useEffect(() => {
    if (hasMore && !loadingMore && needsNextPage(current, reels.length)) onNearEnd?.();
  }, [current, reels.length, hasMore, loadingMore, onNearEnd]);

  return (
    <div
      ref={ref}
      className={styles.feed}
      role="feed"
      aria-label={t('reels.feed')}
      aria-busy={loadingMore}
      data-current={current}
      data-testid="reels-feed"
      onScroll={(event) => {
        const feed = event.currentTarget;
        const index = reelIndexAt(feed.scrollTop, feed.clientHeight, reels.length);
        if (index === current) return;
        setCurrent(index);
        setMoved(true);
      }}
    >
      {reels.map((media, index) => (
        <ReelItem
          key={media.pk}
          media={media}
          index={index}
          count={reels.length}
          current={index === current}
          withPlayer={reelHasPlayer(index, current) && (started || index === current)}
          opening={!started}
          fromFile={!moved}
          onStarted={onStarted}
        />
      ))}
    </div>
  );
}
