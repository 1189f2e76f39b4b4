import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profilePath, type UserSummary } from 'shared-contracts';
import { PersonRow } from 'shared-client/people';
import { useSettingsTranslation } from '../../i18n/settings-messages';

/** One account of a settings list: the kit's person row (flush with the page), with an action. */
export function SettingsUserRow({ user, children }: { user: UserSummary; children: ReactNode }) {
  const t = useSettingsTranslation();
  return (
    <PersonRow
      user={user}
      testId="settings-user-row"
      flush
      avatarAlt={t('settings.avatarAlt', { username: user.username })}
      renderLink={({ className, children: name }) => (
        <Link to={profilePath(user.username)} className={className}>
          {name}
        </Link>
      )}
      trailing={children}
    />
  );
}
