import type { Profile } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { Dialog, Menu, MenuButton } from '../dialog/Dialog';
import { toggleRelationship } from './relationship-actions';
import { useRelationship } from './use-relationship';

/** Dialogs the options menu hands over to. */
export type OptionsFollowUp = 'mute' | 'block' | 'unblock' | 'qr';

/**
 * The "..." menu of another user's profile: restrict, block, mute, close friends and favourites
 * (those two only for accounts the viewer follows), the QR code. Switches act at once; mute and
 * block open their own dialogs.
 */
export function ProfileOptionsDialog({
  profile,
  onClose,
  onFollowUp,
}: {
  profile: Profile;
  onClose: () => void;
  onFollowUp: (next: OptionsFollowUp) => void;
}) {
  const t = useProfileTranslation();
  const { friendship_status: status } = useRelationship(profile.id, profile.username, profile.friendship_status);
  const name = { username: profile.username };
  const error = t('profile.genericError');

  const toggle = (kind: 'restrict' | 'bestie' | 'favorite', on: boolean, success: string): void => {
    onClose();
    void toggleRelationship(kind, profile.id, on, { success, error });
  };

  return (
    <Dialog title={t('profile.options.title')} hideTitle onClose={onClose} testId="profile-options">
      <Menu>
        {status.blocking ? (
          <MenuButton danger onClick={() => onFollowUp('unblock')} testId="option-unblock">
            {t('profile.options.unblock')}
          </MenuButton>
        ) : (
          <MenuButton danger onClick={() => onFollowUp('block')} testId="option-block">
            {t('profile.options.block')}
          </MenuButton>
        )}
        <MenuButton
          danger={!status.is_restricted}
          onClick={() =>
            toggle(
              'restrict',
              !status.is_restricted,
              t(status.is_restricted ? 'profile.toast.unrestricted' : 'profile.toast.restricted', name),
            )
          }
          testId="option-restrict"
        >
          {t(status.is_restricted ? 'profile.options.unrestrict' : 'profile.options.restrict')}
        </MenuButton>
        <MenuButton onClick={() => onFollowUp('mute')} testId="option-mute">
          {t('profile.options.mute')}
        </MenuButton>
        {status.following && (
          <MenuButton
            onClick={() =>
              toggle(
                'bestie',
                !status.is_bestie,
                t(status.is_bestie ? 'profile.toast.bestieRemoved' : 'profile.toast.bestieAdded', name),
              )
            }
            testId="option-bestie"
          >
            {t(status.is_bestie ? 'profile.options.removeBestie' : 'profile.options.addBestie')}
          </MenuButton>
        )}
        {status.following && (
          <MenuButton
            onClick={() =>
              toggle(
                'favorite',
                !status.is_feed_favorite,
                t(status.is_feed_favorite ? 'profile.toast.favoriteRemoved' : 'profile.toast.favoriteAdded', name),
              )
            }
            testId="option-favorite"
          >
            {t(status.is_feed_favorite ? 'profile.options.removeFavorite' : 'profile.options.addFavorite')}
          </MenuButton>
        )}
        <MenuButton onClick={() => onFollowUp('qr')} testId="option-qr">
          {t('profile.options.qr')}
        </MenuButton>
        <MenuButton onClick={onClose}>{t('profile.cancel')}</MenuButton>
      </Menu>
    </Dialog>
  );
}
