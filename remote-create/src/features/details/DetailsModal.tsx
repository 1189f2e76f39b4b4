import { useEffect, useRef, useState } from 'react';
import { useSession } from 'shared-client';
import { BackIcon, Button, IconButton } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { CarouselStrip } from '../carousel/CarouselStrip';
import { currentItem, draftStore, type Draft, type ShareStatus } from '../draft/draft-store';
import { CreationModal } from '../modal/CreationModal';
import { useShareDraft } from '../publish/use-share-draft';
import { DetailsPanel } from './DetailsPanel';
import { ShareProgressBar } from './ShareStatusLine';
import { TaggablePhoto } from './TagPeople';
import { VideoPreview } from './VideoPreview';
import * as styles from './DetailsPanel.module.css';

/**
 * The modal's details step: the drawn photo (tag people on it) beside the caption panel, Share in
 * the header. Back returns to the style step (nothing is lost); nothing can be left while sharing.
 */
export function DetailsModal({ draft, status }: { draft: Draft; status: ShareStatus }) {
  const t = useCreateTranslation();
  const { viewer } = useSession();
  const { share, starting } = useShareDraft(draft);
  const [refocus, setRefocus] = useState(false);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const sharing = status.kind === 'sharing' || starting;
  // Posted, on the way out: nothing more to do here.
  const locked = sharing || status.kind === 'finished';
  const item = currentItem(draft);

  const handleShare = async (): Promise<void> => {
    if ((await share()) === 'failed') setRefocus(true);
  };
  // Disabling the button while sharing dropped the focus; give it back for another try (once the
  // button is enabled again, after this render).
  useEffect(() => {
    if (!refocus || locked) return;
    shareButtonRef.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRefocus(false);
  }, [refocus, locked]);
  const handleBack = (): void => {
    if (!locked) draftStore.update(draft.id, { step: 'style' });
  };

  return (
    <CreationModal
      title={t('create.title')}
      step="details"
      onDismiss={handleBack}
      start={
        <IconButton label={t('create.back')} onClick={handleBack} disabled={locked}>
          <BackIcon />
        </IconButton>
      }
      end={
        <Button
          ref={shareButtonRef}
          variant="text"
          onClick={() => void handleShare()}
          disabled={locked}
          data-testid="create-share"
        >
          {t('create.share')}
        </Button>
      }
      banner={status.kind === 'sharing' ? <ShareProgressBar percent={status.percent} /> : null}
    >
      <div className={styles.media} data-testid="details-step">
        {item.kind === 'photo' ? (
          <TaggablePhoto
            item={item}
            locked={locked}
            onTags={(tags) => draftStore.updateItem(draft.id, item.key, { tags })}
          />
        ) : (
          <VideoPreview item={item} />
        )}
        <CarouselStrip draft={draft} editable={false} />
      </div>
      <DetailsPanel draft={draft} status={status} locked={locked} viewer={viewer} />
    </CreationModal>
  );
}
