import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackIcon, Button, IconButton } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { CarouselStrip } from '../carousel/CarouselStrip';
import { currentItem, draftStore, type Draft, type ShareStatus } from '../draft/draft-store';
import { HOME_PATH } from '../draft/paths';
import { CreationModal } from '../modal/CreationModal';
import { DiscardDialog } from '../modal/DiscardDialog';
import { ShareProgressBar, ShareStatusLine } from '../details/ShareStatusLine';
import { VideoPreview } from '../details/VideoPreview';
import { renderMissing } from '../publish/share-post';
import { useShareDraft } from '../publish/use-share-draft';
import { CropPreview } from './CropPreview';
import { StylePanel } from './StylePanel';
import * as styles from './StyleStep.module.css';

/**
 * The style step at /create/style/ (docs/behaviour/creation.md#style-step): crop, zoom, filters and
 * adjustments, previewed live; a carousel's photos below. Next draws the photos (canvas) and goes
 * on to the details; in PROFILE_PIC_POST_UPSELL mode the square photo is set as the profile picture
 * instead.
 */
export function StyleModal({ draft, status }: { draft: Draft; status: ShareStatus }) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [rendering, setRendering] = useState(false);
  const item = currentItem(draft);
  // Once the profile picture is saved, what is left is an ordinary post of the same photo.
  const profile = draft.mode === 'PROFILE_PIC_POST_UPSELL' && !draft.profileSaved;
  const profilePicture = useShareDraft(draft, 'profile-picture');
  const sharing = status.kind === 'sharing';
  const locked = rendering || sharing || status.kind === 'finished';

  const handleNext = async (): Promise<void> => {
    if (locked) return;
    setRendering(true);
    try {
      if (profile) {
        await profilePicture.share();
      } else {
        await renderMissing(draft);
        draftStore.update(draft.id, { step: 'details' });
      }
    } finally {
      setRendering(false);
    }
  };
  const handleDiscard = (): void => {
    setConfirmingDiscard(false);
    draftStore.finish(draft.id);
    void navigate(HOME_PATH);
  };

  return (
    <>
      <CreationModal
        title={t(profile ? 'create.profileTitle' : 'create.title')}
        step="details"
        onDismiss={() => !locked && setConfirmingDiscard(true)}
        start={
          <IconButton label={t('create.back')} onClick={() => setConfirmingDiscard(true)} disabled={locked}>
            <BackIcon />
          </IconButton>
        }
        end={
          <Button variant="text" onClick={() => void handleNext()} disabled={locked} data-testid="create-next">
            {t(profile ? 'create.saveProfilePicture' : 'create.next')}
          </Button>
        }
        banner={sharing ? <ShareProgressBar percent={status.percent} /> : null}
      >
        <div className={styles.stage} data-testid="style-step">
          {item.kind === 'photo' ? (
            <CropPreview
              item={item}
              aspect={draft.aspect}
              onMove={(position) => draftStore.updateItem(draft.id, item.key, { edit: { ...item.edit, ...position } })}
            />
          ) : (
            <VideoPreview item={item} />
          )}
          <CarouselStrip draft={draft} editable={!locked} />
        </div>
        <div className={styles.side}>
          {item.kind === 'photo' && (
            <StylePanel
              item={item}
              aspect={draft.aspect}
              aspectLocked={draft.mode === 'PROFILE_PIC_POST_UPSELL' || locked}
              onAspect={(aspect) => draftStore.setAspect(draft.id, aspect)}
              onEdit={(edit) => draftStore.updateItem(draft.id, item.key, { edit })}
            />
          )}
          {rendering && !sharing && (
            <p className={styles.rendering} role="status">
              {t('style.rendering')}
            </p>
          )}
          <ShareStatusLine status={status} />
        </div>
      </CreationModal>
      {confirmingDiscard ? (
        <DiscardDialog onDiscard={handleDiscard} onCancel={() => setConfirmingDiscard(false)} />
      ) : null}
    </>
  );
}
