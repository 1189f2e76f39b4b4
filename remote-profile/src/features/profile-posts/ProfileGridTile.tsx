import { Link } from 'react-router';
import { MEDIA_SIZES, postPath, type Media } from 'shared-contracts';
import { PostThumbnail } from 'shared-client/post-grid';
import { useRefreshWhenProcessed } from 'shared-client/queries';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfileGridTile.module.css';

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
 * One tile of a profile grid, linking to the post (or to `to`: the Reels tab opens the reel), with
 * its counts on hover. A tile is a third of the 935 px column (minus gaps) on desktop, a third of
 * the screen below 768 px. `eager` for the tiles of the first row.
 */
export function ProfileGridTile({ media, to, eager = false }: { media: Media; to?: string; eager?: boolean }) {
  const processing = media.video_processing;
  return (
    <PostThumbnail
      media={media}
      sizes={MEDIA_SIZES.profileGrid}
      eager={eager}
      hoverCounts
      renderLink={({ className, children }) => (
        <Link to={to ?? postPath(media.code)} className={className} data-testid="post-thumbnail">
          {children}
        </Link>
      )}
    >
      {processing && processing.status !== 'ready' && <ProcessingState processing={processing} />}
    </PostThumbnail>
  );
}
