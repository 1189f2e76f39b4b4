import type { CreationMode } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { CreationModal } from '../modal/CreationModal';
import { SelectPhotoStep } from './SelectPhotoStep';

/** The modal at its select step; nothing is lost by closing it, so it closes without asking. `busy`: a file is on its way to the next step. */
export function SelectPhotoModal({
  onClose,
  onChosen,
  mode,
  busy,
}: {
  onClose: () => void;
  onChosen: () => void;
  mode: CreationMode;
  busy?: boolean;
}) {
  const t = useCreateTranslation();
  return (
    <CreationModal
      title={t(mode === 'PROFILE_PIC_POST_UPSELL' ? 'create.profileTitle' : 'create.title')}
      step="select"
      onDismiss={onClose}
      closeButton
    >
      <SelectPhotoStep onChosen={onChosen} mode={mode} busy={busy} />
    </CreationModal>
  );
}
