import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MEDIA_SIZES, postPath, type Media, type OverlayLocationState } from 'shared-contracts';
import { PostThumbnail, ThumbnailGrid } from 'shared-client/post-grid';
import { Spinner } from 'shared-ui';
import * as styles from './MediaGrid.module.css';

/**
 * The router state of a tile's link: with `overlay`, the post opens in a dialog over this page
 * (the shell keeps rendering the page; docs/behaviour/search.md#the-explore-grid).
 */
export function useOverlayState(overlay: boolean): OverlayLocationState | undefined {
  const location = useLocation();
  return overlay ? { backgroundLocation: location } : undefined;
}

/**
 * The first row's photos are the page's largest paint: asked for at once and first, not when
 * layout finds them, and the start-up scripts wait for them
 * (docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint).
 */
const FIRST_ROW = 3;

function MediaTile({ media, state, eager }: { media: Media; state: OverlayLocationState | undefined; eager: boolean }) {
  return (
    <li>
      <PostThumbnail
        media={media}
        sizes={MEDIA_SIZES.grid}
        eager={eager}
        renderLink={({ className, children }) => (
          <Link to={postPath(media.code)} state={state} className={className} data-testid="grid-post">
            {children}
          </Link>
        )}
      />
    </li>
  );
}

/** Calls `onReach` whenever the returned element scrolls into view (or near it). */
function useReachedEnd(onReach: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const reached = useEffectEvent(onReach);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * A grid of post thumbnails, three across, each a link to the post (over this page when
 * `overlay`). With `onLoadMore`, reaching the end asks for the next page (infinite scroll).
 */
export function MediaGrid({
  items,
  label,
  overlay = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  testId,
}: {
  items: readonly Media[];
  label: string;
  overlay?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  testId?: string;
}) {
  const state = useOverlayState(overlay);
  const sentinel = useReachedEnd(
    () => {
      if (hasMore && !loadingMore) onLoadMore?.();
    },
    hasMore && onLoadMore !== undefined,
  );
  return (
    <>
      <ThumbnailGrid label={label} busy={loadingMore} testId={testId}>
        {items.map((media, index) => (
          <MediaTile key={media.pk} media={media} state={state} eager={index < FIRST_ROW} />
        ))}
      </ThumbnailGrid>
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          {loadingMore && <Spinner />}
        </div>
      )}
    </>
  );
}
