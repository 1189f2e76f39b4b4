import { Link } from 'react-router';
import {
  apiClient,
  candidatesSrcSet,
  formatCount,
  MEDIA_SIZES,
  pickCandidate,
  postPath,
  previewDataUrl,
  useLocale,
  type Media,
} from 'shared-contracts';
import { CarouselIcon, CommentIcon, HeartIcon, PlayIcon } from 'shared-contracts/ui';
import { useRefreshWhenProcessed } from 'shared-contracts/queries';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './PostThumbnail.module.css';

/** A tile is a third of the 935 px column (minus gaps) on desktop, a third of the screen below 768 px. */
export const THUMBNAIL_SIZES = MEDIA_SIZES.profileGrid;
const THUMBNAIL_WIDTH = 300;

/** A thumbnail's alt text: the post's accessibility caption, or who took the photo. */
export function useThumbnailAlt(media: Media): string {
  const t = useProfileTranslation();
  return media.accessibility_caption || t('profile.photoBy', { username: media.user.username });
}

/**
 * The author's own video still transcoding, or failed (docs/behaviour/media.md#video-processing):
 * said on the tile; the grid asks again until it is ready.
 */
function ProcessingState({ processing }: { processing: NonNullable<Media['video_processing']> }) {
  const t = useProfileTranslation();
  useRefreshWhenProcessed();
  return (
    <span className={styles.processing} role="status" data-testid="video-processing">
      {processing.status === 'failed'
        ? t('profile.videoFailed')
        : t('profile.videoProcessing', { percent: Math.round(processing.progress * 100) })}
    </span>
  );
}

/**
 * One square tile of the grid, linking to the post (or to `to`: the Reels tab opens the reel). The tile is square before anything loads and
 * the image is cropped to it (object-fit: cover), so nothing moves; the browser picks the
 * smallest candidate covering the tile from srcset/sizes. `eager` for the tiles of the first row.
 */
export function PostThumbnail({ media, to, eager = false }: { media: Media; to?: string; eager?: boolean }) {
  const t = useProfileTranslation();
  const locale = useLocale();
  const alt = useThumbnailAlt(media);
  const candidates = media.image_versions2.candidates.map((c) => ({ ...c, url: apiClient.resolveUrl(c.url) }));
  const fallback = pickCandidate(candidates, THUMBNAIL_WIDTH);
  const preview = previewDataUrl(media.media_preview);
  return (
    <Link to={to ?? postPath(media.code)} className={styles.tile} data-testid="post-thumbnail">
      {preview && <img className={styles.preview} src={preview} alt="" aria-hidden="true" />}
      {fallback && (
        <img
          className={styles.image}
          src={fallback.url}
          srcSet={candidatesSrcSet(candidates)}
          sizes={THUMBNAIL_SIZES}
          alt={alt}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_WIDTH}
          // The first row is on screen at once (the page preloads its first tile); the rest wait until near.
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      {media.media_type === 8 && (
        <span className={styles.kind}>
          <CarouselIcon className={styles.kindIcon} />
          <span className="lm-visually-hidden">{t('profile.carousel')}</span>
        </span>
      )}
      {media.video_processing && media.video_processing.status !== 'ready' && (
        <ProcessingState processing={media.video_processing} />
      )}
      {media.media_type === 2 && (
        <span className={styles.kind}>
          <PlayIcon className={styles.kindIcon} />
          <span className="lm-visually-hidden">{t('profile.video')}</span>
        </span>
      )}
      <span className={styles.overlay} aria-hidden="true">
        {!media.like_and_view_counts_disabled && (
          <span className={styles.overlayCount}>
            <HeartIcon filled className={styles.overlayIcon} />
            {formatCount(media.like_count, locale)}
          </span>
        )}
        {!media.comments_disabled && (
          <span className={styles.overlayCount}>
            <CommentIcon filled className={styles.overlayIcon} />
            {formatCount(media.comment_count, locale)}
          </span>
        )}
      </span>
    </Link>
  );
}
