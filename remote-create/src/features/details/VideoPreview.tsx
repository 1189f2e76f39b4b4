import { useCreateTranslation } from '../../i18n/messages';
import type { DraftVideo } from '../draft/draft-store';
import * as styles from './TagPeople.module.css';

/** The chosen video, playable, muted at first. */
export function VideoPreview({ item }: { item: DraftVideo }) {
  const t = useCreateTranslation();
  return (
    <div className={styles.stage}>
      <video
        className={styles.photo}
        src={item.previewUrl}
        controls
        muted
        playsInline
        aria-label={t('video.preview')}
        style={{ margin: 'auto', maxHeight: 'min(620px, 100vh - 210px)', width: '100%' }}
        data-testid="create-video-preview"
      />
    </div>
  );
}
