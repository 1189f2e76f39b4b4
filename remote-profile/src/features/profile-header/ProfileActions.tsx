import { Link } from 'react-router';
import { SETTINGS_PATHS, type Profile } from 'shared-contracts';
import { useSession } from 'shared-client';
import { Button, buttonClassName, IconButton, MoreIcon, QrIcon, SettingsIcon } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import type { ProfileContent } from '../profile-page/profile-content';
import { FollowButton } from '../relationship/FollowButton';
import { MessageButton } from '../message/MessageButton';
import * as styles from './ProfileHeader.module.css';

/** Dialogs the header's buttons open. */
export type HeaderDialog =
  | 'edit'
  | 'qr'
  | 'options'
  | 'following-menu'
  | 'mute'
  | 'block'
  | 'unblock'
  | 'report'
  | 'followers'
  | 'following'
  | 'requests';

/**
 * The buttons beside the username: the owner edits the profile, shows its QR code and opens its
 * settings (docs/behaviour/settings.md#navigation); a viewer follows (Following opens its
 * menu), messages them and opens the options menu; the viewer who blocked this user gets Unblock
 * instead of Follow and Message; a logged-out visitor gets Follow and Message (to the login) and
 * the QR code.
 */
export function ProfileActions({
  profile,
  content,
  onOpen,
  onFollowed,
}: {
  profile: Profile;
  content: ProfileContent;
  onOpen: (dialog: HeaderDialog) => void;
  onFollowed: () => void;
}) {
  const t = useProfileTranslation();
  const loggedIn = useSession().status === 'authenticated';
  if (profile.is_viewer) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onOpen('edit')} data-testid="edit-profile">
          {t('profile.edit.button')}
        </Button>
        <IconButton
          className={styles.iconAction}
          label={t('profile.options.qr')}
          onClick={() => onOpen('qr')}
          data-testid="open-qr"
        >
          <QrIcon />
        </IconButton>
        <Link
          className={`${buttonClassName({ variant: 'icon' })} ${styles.iconAction}`}
          to={SETTINGS_PATHS.index}
          aria-label={t('profile.settings')}
          title={t('profile.settings')}
          data-testid="open-settings"
        >
          <SettingsIcon />
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {content === 'blocked' ? (
        <Button onClick={() => onOpen('unblock')} aria-haspopup="dialog" data-testid="unblock-button">
          {t('profile.options.unblock')}
        </Button>
      ) : (
        <FollowButton
          user={profile}
          known={profile.friendship_status}
          containerModule="profile"
          onFollowed={onFollowed}
          onFollowingClick={() => onOpen('following-menu')}
        />
      )}
      {content !== 'blocked' && <MessageButton profile={profile} />}
      <IconButton
        className={styles.iconAction}
        label={t(loggedIn ? 'profile.options.title' : 'profile.options.qr')}
        onClick={() => onOpen(loggedIn ? 'options' : 'qr')}
        aria-haspopup="dialog"
        data-testid="profile-options-button"
      >
        {loggedIn ? <MoreIcon /> : <QrIcon />}
      </IconButton>
    </div>
  );
}
