import { useSession, type Profile } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { MoreIcon, QrIcon } from '../profile-posts/icons';
import { FollowButton } from '../relationship/FollowButton';
import * as buttons from '../relationship/Buttons.module.css';
import * as styles from './ProfileHeader.module.css';

/** Dialogs the header's buttons open. */
export type HeaderDialog =
  'edit' | 'qr' | 'options' | 'mute' | 'block' | 'unblock' | 'followers' | 'following' | 'requests';

/**
 * The buttons beside the username: the owner edits the profile and shows its QR code; a viewer
 * follows and opens the options menu; a logged-out visitor gets Follow (to the login) and the QR.
 */
export function ProfileActions({
  profile,
  onOpen,
  onFollowed,
}: {
  profile: Profile;
  onOpen: (dialog: HeaderDialog) => void;
  onFollowed: () => void;
}) {
  const t = useProfileTranslation();
  const loggedIn = useSession().status === 'authenticated';
  if (profile.is_viewer) {
    return (
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onOpen('edit')} data-testid="edit-profile">
          {t('profile.edit.button')}
        </button>
        <button
          type="button"
          className={buttons.icon}
          onClick={() => onOpen('qr')}
          aria-label={t('profile.options.qr')}
          data-testid="open-qr"
        >
          <QrIcon />
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <FollowButton
        userId={profile.id}
        username={profile.username}
        known={profile.friendship_status}
        containerModule="profile"
        onFollowed={onFollowed}
      />
      <button
        type="button"
        className={buttons.icon}
        onClick={() => onOpen(loggedIn ? 'options' : 'qr')}
        aria-label={t(loggedIn ? 'profile.options.title' : 'profile.options.qr')}
        aria-haspopup="dialog"
        data-testid="profile-options-button"
      >
        {loggedIn ? <MoreIcon /> : <QrIcon />}
      </button>
    </div>
  );
}
