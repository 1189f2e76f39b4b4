import type { ReactNode } from 'react';
import type { CreationMode } from 'shared-client';
import { useCreateTranslation } from '../../i18n/messages';
import { CreationModal } from '../modal/CreationModal';
import { SelectPhotoStep } from './SelectPhotoStep';
import * as styles from './SelectPhotoStep.module.css';

/**
 * The modal at its select step; nothing is lost by closing it, so it closes without asking. `busy`:
 * a file is on its way to the next step. `choice`: shown above the drop area (Post or Story).
 */
export function SelectPhotoModal({
  onClose,
  onChosen,
  mode,
  busy,
  choice,
}: {
  onClose: () => void;
  onChosen: () => void;
  mode: CreationMode;
  busy?: boolean;
  choice?: ReactNode;
}) {
  const t = useCreateTranslation();
  return (
    <CreationModal
      title={t(mode === 'PROFILE_PIC_POST_UPSELL' ? 'create.profileTitle' : 'create.title')}
      step="select"
      onDismiss={onClose}
      closeButton
    >
      {choice ? (
        <div className={styles.withChoice}>
          {choice}
          <SelectPhotoStep onChosen={onChosen} mode={mode} busy={busy} />
        </div>
      ) : (
        <SelectPhotoStep onChosen={onChosen} mode={mode} busy={busy} />
      )}
    </CreationModal>
  );
}
