import type { Profile } from 'shared-contracts';
import { ActionButton, ActionList, Sheet } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { useRelationshipMenu } from './use-relationship-switch';

/** Dialogs the options menu hands over to. */
export type OptionsFollowUp = 'mute' | 'block' | 'unblock' | 'qr' | 'report';

/**
 * The "..." menu of another user's profile: block (or unblock), restrict, mute, close friends and
 * favourites (those two only for accounts the viewer follows), report, the QR code. Switches act at once,
 * with a toast once the server answers (a restrict's offers Undo); mute and block open their own dialogs.
 */
export function ProfileOptionsSheet({
  profile,
  onClose,
  onFollowUp,
}: {
  profile: Profile;
  onClose: () => void;
  onFollowUp: (next: OptionsFollowUp) => void;
}) {
  const t = useProfileTranslation();
  const { status, toggle } = useRelationshipMenu(profile, onClose);

  return (
    <Sheet title={t('profile.options.title')} heading="hidden" onClose={onClose} testId="profile-options">
      <ActionList flush>
        {status.blocking ? (
          <ActionButton tone="danger" onClick={() => onFollowUp('unblock')} testId="option-unblock">
            {t('profile.options.unblock')}
          </ActionButton>
        ) : (
          <ActionButton tone="danger" onClick={() => onFollowUp('block')} testId="option-block">
            {t('profile.options.block')}
          </ActionButton>
        )}
        <ActionButton
          tone={status.is_restricted ? 'default' : 'danger'}
          onClick={() => toggle('restrict', !status.is_restricted)}
          testId="option-restrict"
        >
          {t(status.is_restricted ? 'profile.options.unrestrict' : 'profile.options.restrict')}
        </ActionButton>
        <ActionButton onClick={() => onFollowUp('mute')} testId="option-mute">
          {t('profile.options.mute')}
        </ActionButton>
        {status.following && (
          <ActionButton onClick={() => toggle('bestie', !status.is_bestie)} testId="option-bestie">
            {t(status.is_bestie ? 'profile.options.removeBestie' : 'profile.options.addBestie')}
          </ActionButton>
        )}
        {status.following && (
          <ActionButton onClick={() => toggle('favorite', !status.is_feed_favorite)} testId="option-favorite">
            {t(status.is_feed_favorite ? 'profile.options.removeFavorite' : 'profile.options.addFavorite')}
          </ActionButton>
        )}
        <ActionButton tone="danger" onClick={() => onFollowUp('report')} testId="option-report">
          {t('profile.options.report')}
        </ActionButton>
        <ActionButton onClick={() => onFollowUp('qr')} testId="option-qr">
          {t('profile.options.qr')}
        </ActionButton>
        <ActionButton onClick={onClose}>{t('profile.cancel')}</ActionButton>
      </ActionList>
    </Sheet>
  );
}
