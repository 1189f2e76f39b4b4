import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { CREATION_ACCEPTED_IMAGE_TYPE } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { PhotoIcon } from '../modal/icons';
import { usePhotoPicker } from './use-photo-picker';
import * as styles from './SelectPhotoStep.module.css';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** The select step: a drop area and "Select from computer"; the first chosen file is used. */
export function SelectPhotoStep({ onChosen, busy: handingOff = false }: { onChosen: () => void; busy?: boolean }) {
  const t = useCreateTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const picker = usePhotoPicker(onChosen);
  const busy = picker.busy || handingOff;

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so choosing the same file again (after a refusal) fires change again.
    event.currentTarget.value = '';
    void picker.pick(files);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>): void => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>): void => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void picker.pick(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="create-drop-zone"
    >
      <PhotoIcon className={styles.icon} />
      <p className={styles.prompt}>{t('select.drop')}</p>
      <p className={styles.hint}>{t('select.hint')}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        aria-busy={busy}
        data-autofocus
      >
        {busy ? t('select.reading') : t('select.button')}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={CREATION_ACCEPTED_IMAGE_TYPE}
        hidden
        tabIndex={-1}
        onChange={handleInputChange}
        data-testid="create-file-input"
      />
    </div>
  );
}
