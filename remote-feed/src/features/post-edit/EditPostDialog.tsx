import { useId, useState, type FormEvent } from 'react';
import { isApiError, MAX_CAPTION_LENGTH, type Media } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useEditPostMutation } from './edit-post';
import { Button, Dialog } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { draftOf, editInputOf, type EditDraft, type EditPhoto } from './edit-draft';
import { EditPhotoFields } from './EditPhotoFields';
import { EditPlaceField } from './EditPlaceField';
import { EditCollaboratorsField } from './EditCollaboratorsField';
import * as styles from './EditPost.module.css';

/** What to say when saving failed: the server's reason in the reader's words. */
function failureKey(error: unknown) {
  if (isApiError(error, 'validation_failed')) return 'edit.invalid' as const;
  if (isApiError(error, 'rate_limited')) return 'edit.tooFast' as const;
  return 'edit.failed' as const;
}

/**
 * The author's post edit (docs/behaviour/media.md#editing-a-post): caption, each photo's alt text
 * and people tags, the place and the collaborators, saved together with Done. A failure keeps the dialog and what was
 * typed, and says why; on success every view shows the edit (useEditPostMutation).
 */
export function EditPostDialog({ media, onClose }: { media: Media; onClose: () => void }) {
  const t = useFeedTranslation();
  const ids = { caption: useId(), count: useId(), error: useId() };
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(media));
  const [failure, setFailure] = useState<ReturnType<typeof failureKey> | null>(null);
  const saving = useEditPostMutation();
  const rankToken = useId();

  const setPhoto = (index: number, photo: EditPhoto): void =>
    setDraft((current) => ({ ...current, photos: current.photos.map((p, i) => (i === index ? photo : p)) }));

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setFailure(null);
    try {
      await saving.mutateAsync({ media, input: editInputOf(media, draft) });
    } catch (error) {
      setFailure(failureKey(error));
      return;
    }
    onClose();
    requestToast({ message: t('edit.saved') });
  };

  return (
    <Dialog
      title={t('edit.title')}
      onClose={saving.isPending ? undefined : onClose}
      size="medium"
      placement="fill"
      closeButton={!saving.isPending}
      busy={saving.isPending}
      testId="edit-post-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label className={styles.label} htmlFor={ids.caption}>
          {t('edit.caption')}
        </label>
        <textarea
          id={ids.caption}
          className={styles.caption}
          value={draft.caption}
          maxLength={MAX_CAPTION_LENGTH}
          rows={4}
          aria-describedby={ids.count}
          onChange={(event) => setDraft({ ...draft, caption: event.currentTarget.value })}
          data-testid="edit-caption"
          data-autofocus
        />
        <p id={ids.count} className="lm-note">
          {t('edit.count', { count: draft.caption.length, max: MAX_CAPTION_LENGTH })}
        </p>
        {draft.photos.map((photo, index) => (
          <EditPhotoFields
            key={photo.pk ?? 'post'}
            photo={photo}
            label={draft.photos.length > 1 ? t('edit.item', { n: index + 1 }) : t('edit.photo')}
            onChange={(next) => setPhoto(index, next)}
          />
        ))}
        <EditPlaceField
          place={draft.place}
          rankToken={rankToken}
          onChange={(place) => setDraft((current) => ({ ...current, place }))}
        />
        <EditCollaboratorsField
          people={draft.collaborators}
          ownerPk={media.user.pk}
          onChange={(collaborators) => setDraft((current) => ({ ...current, collaborators }))}
        />
        {failure && (
          <p id={ids.error} className={styles.error} role="alert" data-testid="edit-error">
            {t(failure)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={saving.isPending}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" busy={saving.isPending} data-testid="edit-done">
            {t('edit.done')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
