import type { ReactNode } from 'react';
import { apiClient } from 'shared-client';
import { candidatesSrcSet, formatCount, pickCandidate, previewDataUrl, type Media } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { CarouselIcon, CommentIcon, HeartIcon, PlayIcon } from 'shared-ui';
import { usePostGridTranslation } from './post-grid-messages.js';
import { thumbnailAlt } from './thumbnail-alt.js';
import * as styles from './PostThumbnail.module.css';

/** The width the fallback `src` is picked for; browsers choose from srcset and sizes. */
const FALLBACK_WIDTH = 300;

/** Like and comment counts over the tile, shown on hover and keyboard focus (the profile grids). */
function HoverCounts({ media }: { media: Media }) {
  const locale = useLocale();
  return (
    <span className={styles.counts} aria-hidden="true">
      {!media.like_and_view_counts_disabled && (
        <span className={styles.count}>
          <HeartIcon filled className={styles.countIcon} />
          {formatCount(media.like_count, locale)}
        </span>
      )}
      {!media.comments_disabled && (
        <span className={styles.count}>
          <CommentIcon filled className={styles.countIcon} />
          {formatCount(media.comment_count, locale)}
        </span>
      )}
    </span>
  );
}

/**
 * One square tile of a post grid (profile, saved, explore, hashtag, place, more posts): the post's
 * image cropped to the square (object-fit: cover), its blurred preview until it loads, and a mark
 * for carousels and videos. Square before anything loads, so nothing moves; the browser picks the
 * smallest candidate covering the tile from srcset and `sizes`. `eager` for the first row.
 * `renderLink` draws the link (the remote's router link, to the post or over the page), with the
 * class and content given. On hover the image dims, or with `hoverCounts` shows its counts.
 */
export function PostThumbnail({
  media,
  renderLink,
  sizes,
  eager = false,
  hoverCounts = false,
  children,
}: {
  media: Media;
  renderLink: (props: { className: string | undefined; children: ReactNode }) => ReactNode;
  sizes: string;
  eager?: boolean;
  hoverCounts?: boolean;
  /** Drawn over the tile, inside the link (a video's processing note). */
  children?: ReactNode;
}) {
  const t = usePostGridTranslation();
  const candidates = media.image_versions2.candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) }));
  const fallback = pickCandidate(candidates, FALLBACK_WIDTH);
  const preview = previewDataUrl(media.media_preview);
  const className = hoverCounts ? styles.tile : styles.dims;
  return renderLink({
    className,
    children: (
      <>
        {preview && <img className={styles.preview} src={preview} alt="" aria-hidden="true" />}
        {fallback && (
          <img
            className={styles.image}
            src={fallback.url}
            srcSet={candidatesSrcSet(candidates)}
            sizes={sizes}
            alt={thumbnailAlt(media, t)}
            width={FALLBACK_WIDTH}
            height={FALLBACK_WIDTH}
            // The first row is on screen at once (the page preloads its first tile); the rest wait until near.
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {media.media_type === 8 && <CarouselIcon className={styles.kind} size={20} />}
        {media.media_type === 2 && <PlayIcon className={styles.kind} size={20} />}
        {children}
        {hoverCounts && <HoverCounts media={media} />}
      </>
    ),
  });
}
