import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AVATAR_SIZES, profilePath, truncateUsername, type UserSummary } from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
import { useSettingsTranslation } from '../../i18n/settings-messages';
import * as styles from './Settings.module.css';

/** One account of a settings list: picture, names (the username links to the profile) and an action. */
export function SettingsUserRow({ user, children }: { user: UserSummary; children: ReactNode }) {
  const t = useSettingsTranslation();
  return (
    <li className={styles.row} data-testid="settings-user-row" data-username={user.username}>
      <Avatar
        src={user.profile_pic_url}
        size={AVATAR_SIZES.search}
        alt={t('settings.avatarAlt', { username: user.username })}
      />
      <span className={styles.names}>
        <span>
          <Link to={profilePath(user.username)} className={styles.username}>
            {truncateUsername(user.username)}
          </Link>
          {user.is_verified && <VerifiedBadge label={user.username} size={12} />}
        </span>
        {user.full_name && <span className={styles.fullName}>{user.full_name}</span>}
      </span>
      {children}
    </li>
  );
}
