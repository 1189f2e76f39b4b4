import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import {
  apiClient,
  candidatesSrcSet,
  pickCandidate,
  postPath,
  type Media,
  type OverlayLocationState,
} from 'shared-contracts';
import { CarouselIcon, ReelsIcon, Spinner } from 'shared-contracts/ui';
import { useSearchTranslation } from '../../i18n/messages';
import * as styles from './MediaGrid.module.css';

function tileLabel(media: Media, t: ReturnType<typeof useSearchTranslation>): string {
  const by = media.accessibility_caption
    ? t('grid.postByWith', { username: media.user.username, description: media.accessibility_caption })
    : t('grid.postBy', { username: media.user.username });
  if (media.media_type === 8) return `${by} (${t('grid.carousel')})`;
  if (media.media_type === 2) return `${by} (${t('grid.video')})`;
  return by;
}

/**
 * The router state of a tile's link: with `overlay`, the post opens in a dialog over this page
 * (the shell keeps rendering the page; docs/behaviour/search.md#the-explore-grid).
 */
export function useOverlayState(overlay: boolean): OverlayLocationState | undefined {
  const location = useLocation();
  return overlay ? { backgroundLocation: location } : undefined;
}

function MediaTile({ media, state }: { media: Media; state: OverlayLocationState | undefined }) {
  const t = useSearchTranslation();
  const candidates = media.image_versions2.candidates;
  const src = pickCandidate(candidates, 320)?.url ?? '';
  return (
    <li className={styles.tile}>
      <Link to={postPath(media.code)} state={state} className={styles.link} data-testid="grid-post">
        <img
          className={styles.image}
          src={apiClient.resolveUrl(src)}
          srcSet={candidatesSrcSet(candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) })))}
          sizes="(max-width: 767px) 33vw, 309px"
          alt={tileLabel(media, t)}
          loading="lazy"
          decoding="async"
        />
        {media.media_type === 8 && <CarouselIcon className={styles.kind} size={20} />}
        {media.media_type === 2 && <ReelsIcon className={styles.kind} size={20} />}
      </Link>
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
      <ul className={styles.grid} aria-label={label} aria-busy={loadingMore} data-testid={testId}>
        {items.map((media) => (
          <MediaTile key={media.pk} media={media} state={state} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          {loadingMore && <Spinner />}
        </div>
      )}
    </>
  );
}
