import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from 'shared-contracts';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore, type PhotoDraft, type ShareStatus } from '../draft/draft-store';
import { HOME_PATH } from '../draft/paths';
import { CreationModal } from '../modal/CreationModal';
import { DiscardDialog } from '../modal/DiscardDialog';
import { HeaderIconButton, HeaderTextButton } from '../modal/HeaderButtons';
import { BackIcon } from '../modal/icons';
import { sharePost } from '../publish/share-post';
import { DetailsPanel } from './DetailsPanel';
import { PhotoPreview } from './PhotoPreview';
import { ShareProgressBar } from './ShareStatusLine';

/**
 * The modal's details step: the photo beside the caption panel, Share in the header. Leaving
 * (Back, Escape, the backdrop) asks "Discard post?" first; nothing can be left while sharing.
 */
export function DetailsModal({ draft, status }: { draft: PhotoDraft; status: ShareStatus }) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const sharing = status.kind === 'sharing';
  // Posted or discarded, on the way out: nothing more to do here.
  const locked = sharing || status.kind === 'finished';

  const handleShare = async (): Promise<void> => {
    const outcome = await sharePost(draft, (path) => void navigate(path));
    // Disabling the button while sharing dropped the focus; give it back for another try.
    if (outcome === 'failed') shareButtonRef.current?.focus();
  };
  const handleLeave = (): void => {
    if (!locked) setConfirmingDiscard(true);
  };
  const handleDiscard = (): void => {
    setConfirmingDiscard(false);
    draftStore.finish(draft.id);
    void navigate(HOME_PATH);
  };

  return (
    <CreationModal
      title={t('create.title')}
      step="details"
      onDismiss={handleLeave}
      interactive={!confirmingDiscard}
      start={
        <HeaderIconButton label={t('create.back')} onClick={handleLeave} disabled={locked}>
          <BackIcon />
        </HeaderIconButton>
      }
      end={
        <HeaderTextButton
          ref={shareButtonRef}
          onClick={() => void handleShare()}
          disabled={locked}
          testId="create-share"
        >
          {t('create.share')}
        </HeaderTextButton>
      }
      banner={sharing ? <ShareProgressBar percent={status.percent} /> : null}
      overlay={
        confirmingDiscard ? (
          <DiscardDialog onDiscard={handleDiscard} onCancel={() => setConfirmingDiscard(false)} />
        ) : null
      }
    >
      <PhotoPreview draft={draft} />
      <DetailsPanel draft={draft} status={status} locked={locked} viewer={viewer} />
    </CreationModal>
  );
}
