import type { VideoProcessing } from 'shared-contracts';
import { useRefreshWhenProcessed } from 'shared-client/queries';
import { useVideoTranslation } from './messages';
import * as styles from './VideoProcessingNote.module.css';

/**
 * What the author sees in place of their video while it is transcoded, or after that failed
 * (docs/behaviour/media.md#video-processing). Nobody else is ever given such a post.
 */
export function VideoProcessingNote({ processing }: { processing: VideoProcessing }) {
  const t = useVideoTranslation();
  useRefreshWhenProcessed();
  return (
    <p className={styles.note} role="status" data-testid="video-processing">
      {processing.status === 'failed'
        ? t('video.processingFailed')
        : t('video.processing', { percent: Math.round(processing.progress * 100) })}
    </p>
  );
}
