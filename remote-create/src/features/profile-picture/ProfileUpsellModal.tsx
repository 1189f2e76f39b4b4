import { useNavigate } from 'react-router';
import { profilePath } from 'shared-contracts';
import { useSession } from 'shared-client';
import { Button } from 'shared-ui';
import { useCreateTranslation } from '../../i18n/messages';
import { draftStore, type Draft } from '../draft/draft-store';
import { HOME_PATH } from '../draft/paths';
import { CreationModal } from '../modal/CreationModal';
import * as prompt from '../modal/StepPrompt.module.css';
import * as styles from './ProfileUpsell.module.css';

/**
 * After a profile picture change (PROFILE_PIC_POST_UPSELL): the offer to share the photo as a post
 * too. Sharing continues as a normal post (its success resets the creation state); Not now ends
 * the session.
 */
export function ProfileUpsellModal({ draft }: { draft: Draft }) {
  const t = useCreateTranslation();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const item = draft.items[0];
  // Not now: back to the profile whose picture just changed.
  const close = (): void => {
    draftStore.finish(draft.id);
    void navigate(viewer ? profilePath(viewer.username) : HOME_PATH);
  };
  return (
    <CreationModal title={t('profile.upsellTitle')} step="select" onDismiss={close} closeButton>
      <div className={`${prompt.column} ${styles.upsell}`} data-testid="profile-upsell">
        {item?.kind === 'photo' && <img className={styles.avatar} src={item.rendered?.url ?? item.previewUrl} alt="" />}
        <p className={styles.body}>{t('profile.upsellBody')}</p>
        <Button
          className={styles.action}
          onClick={() => draftStore.update(draft.id, { step: 'details' })}
          data-autofocus
        >
          {t('profile.upsellShare')}
        </Button>
        <Button variant="text" className={styles.action} onClick={close}>
          {t('profile.upsellSkip')}
        </Button>
      </div>
    </CreationModal>
  );
}
