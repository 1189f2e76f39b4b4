import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { CREATION_ACCEPTED_IMAGE_TYPE, SHELL_PATHS, VIDEO_MIME_TYPES, type StoryAudience } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useConfigureStoryMutation } from 'shared-client/stories';
import { Button, PhotoIcon } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { CreationModal } from '../modal/CreationModal';
import { chooseMedia } from '../select-photo/choose-media';
import { refusalMessage } from '../select-photo/refusal-message';
import { CreationKindChoice, type CreationKind } from './CreationKindChoice';
import { useStoryComposerTranslation } from './messages';
import { shareStory, storyJob, type StoryJob } from './share-story';
import * as prompt from '../modal/StepPrompt.module.css';
import * as styles from './StoryModal.module.css';

const ACCEPT = [CREATION_ACCEPTED_IMAGE_TYPE, ...VIDEO_MIME_TYPES].join(',');

/** The chosen file shown as the story will look: a 9:16 frame with the picture fitted inside. */
function StoryPreview({ url, video }: { url: string; video: boolean }) {
  const t = useStoryComposerTranslation();
  return (
    <figure className={styles.frame} aria-label={t('story.preview')} data-testid="story-preview">
      {video ? (
        <video className={styles.media} src={url} muted loop autoPlay playsInline />
      ) : (
        <img className={styles.media} src={url} alt="" />
      )}
    </figure>
  );
}

/**
 * The Create modal making a story (docs/behaviour/stories.md#posting-a-story-on-screen): choose a
 * photo or a video, see it, choose Everyone or Close friends, share. Sending cannot be dismissed;
 * on success the modal closes and the viewer lands home, where the tray (read again) shows the
 * own ring with the new story.
 */
export function StoryModal({ onClose, onKind }: { onClose: () => void; onKind: (kind: CreationKind) => void }) {
  const t = useStoryComposerTranslation();
  const tc = useCreateTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const audienceName = useId();
  const [job, setJob] = useState<StoryJob | null>(null);
  // The chosen file's object URL, given back when another file is chosen or the modal goes.
  const previewRef = useRef<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const [reading, setReading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const configure = useConfigureStoryMutation();
  const sending = percent !== null;

  const pick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    setReading(true);
    try {
      const choice = await chooseMedia(files);
      if (!choice) return;
      if (!choice.ok) {
        requestToast({ message: refusalMessage(choice.refusal, tc) });
        return;
      }
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = URL.createObjectURL(choice.file);
      setPreview(previewRef.current);
      setJob(storyJob(choice));
    } finally {
      setReading(false);
    }
  };

  const share = async (): Promise<void> => {
    if (!job || sending) return;
    setPercent(0);
    try {
      await shareStory(
        job,
        (input) => configure.mutateAsync(input),
        (fraction) => setPercent(Math.round(fraction * 100)),
      );
    } catch {
      setPercent(null);
      requestToast({ message: t('story.failed') });
      return;
    }
    onClose();
    void navigate(SHELL_PATHS.home);
    requestToast({ message: t('story.shared') });
  };

  const setAudience = (audience: StoryAudience): void => {
    if (job) setJob({ ...job, audience });
  };

  return (
    <CreationModal
      title={t('story.title')}
      step="select"
      onDismiss={sending ? () => undefined : onClose}
      closeButton={!sending}
    >
      <div className={styles.body} data-testid="story-composer">
        <CreationKindChoice kind="story" onChange={onKind} disabled={sending} />
        {job ? (
          <>
            {preview && <StoryPreview url={preview} video={job.mediaType === 2} />}
            <fieldset className={styles.audience} disabled={sending}>
              <legend className={styles.legend}>{t('story.audience')}</legend>
              {(['everyone', 'close_friends'] as const).map((audience) => (
                <label key={audience} className={styles.audienceOption}>
                  <input
                    type="radio"
                    name={audienceName}
                    value={audience}
                    checked={job.audience === audience}
                    onChange={() => setAudience(audience)}
                    data-testid={`story-audience-${audience}`}
                  />
                  {t(audience === 'everyone' ? 'story.everyone' : 'story.closeFriends')}
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={sending}>
                {t('story.change')}
              </Button>
              <Button onClick={() => void share()} busy={sending} data-testid="story-share" data-autofocus>
                {t('story.share')}
              </Button>
            </div>
            {sending && (
              <p className={styles.progress} role="status">
                {t('story.sharing', { percent: percent ?? 0 })}
              </p>
            )}
          </>
        ) : (
          <div className={`${prompt.column} ${styles.empty}`}>
            <PhotoIcon size={96} height={77} />
            <p className={prompt.prompt}>{t('story.drop')}</p>
            <p className={prompt.hint}>{t('story.hint')}</p>
            <Button onClick={() => inputRef.current?.click()} busy={reading} data-autofocus>
              {reading ? t('story.reading') : t('story.choose')}
            </Button>
          </div>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => void pick(event)}
          data-testid="story-file-input"
        />
      </div>
    </CreationModal>
  );
}
