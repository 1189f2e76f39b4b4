import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { CREATION_ACCEPTED_IMAGE_TYPE, VIDEO_MIME_TYPES } from 'shared-contracts';
import type { CreationMode } from 'shared-client';
import { Button, PhotoIcon } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { ResumeOffer } from '../resume/ResumeOffer';
import { usePendingJob } from '../resume/use-pending-job';
import { useMediaPicker } from './use-media-picker';
import * as prompt from '../modal/StepPrompt.module.css';
import * as styles from './SelectPhotoStep.module.css';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * The select step: a drop area and "Select from computer"; the first chosen file is used (a JPEG
 * photo, or a video for posts). An unfinished publish from before a reload is offered first.
 */
export function SelectPhotoStep({
  onChosen,
  mode,
  busy: handingOff = false,
}: {
  onChosen: () => void;
  mode: CreationMode;
  busy?: boolean;
}) {
  const t = useCreateTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useMediaPicker(onChosen, { mode });
  const pending = usePendingJob();
  const busy = picker.busy || handingOff;
  const profile = mode === 'PROFILE_PIC_POST_UPSELL';
  const accept = profile ? CREATION_ACCEPTED_IMAGE_TYPE : [CREATION_ACCEPTED_IMAGE_TYPE, ...VIDEO_MIME_TYPES].join(',');

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
      className={`${prompt.column} ${styles.dropZone} ${dragging ? styles.dragging : ''}`}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="create-drop-zone"
    >
      {pending.job && !profile && (
        <ResumeOffer job={pending.job} onResume={pending.resume} onDiscard={pending.discard} />
      )}
      <PhotoIcon className={styles.icon} size={96} height={77} />
      <p className={prompt.prompt}>{t(profile ? 'select.dropProfile' : 'select.drop')}</p>
      <p className={prompt.hint}>{t(profile ? 'select.hintProfile' : 'select.hint')}</p>
      <Button className={styles.button} onClick={() => inputRef.current?.click()} busy={busy} data-autofocus>
        {busy ? t('select.reading') : t('select.button')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={handleInputChange}
        data-testid="create-file-input"
      />
    </div>
  );
}
