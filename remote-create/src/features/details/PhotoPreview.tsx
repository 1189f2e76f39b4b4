import { useCreateTranslation } from '../../i18n/messages';
import type { PhotoDraft } from '../draft/draft-store';
import { useObjectUrl } from './use-object-url';
import * as styles from './DetailsPanel.module.css';

/** The chosen photo, whole (letterboxed), as it will be posted. */
export function PhotoPreview({ draft }: { draft: PhotoDraft }) {
  const t = useCreateTranslation();
  const url = useObjectUrl(draft.file);
  return (
    <div className={styles.preview}>
      {url && (
        <img
          className={styles.photo}
          src={url}
          alt={draft.altText.trim() || t('details.preview')}
          width={draft.width}
          height={draft.height}
          data-testid="create-preview"
        />
      )}
    </div>
  );
}
