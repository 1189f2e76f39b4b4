import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { profilePath } from 'shared-contracts';
import { BookmarkIcon, GridIcon, ReelsIcon, TaggedIcon, type IconProps } from 'shared-ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import type { ProfileTab } from './profile-route';
import * as styles from './ProfileTabs.module.css';

const TABS: ReadonlyArray<{
  tab: ProfileTab;
  segment: string;
  label: ProfileMessageKey;
  Icon: ComponentType<IconProps>;
}> = [
  { tab: 'posts', segment: '', label: 'profile.tab.posts', Icon: GridIcon },
  { tab: 'reels', segment: 'reels/', label: 'profile.tab.reels', Icon: ReelsIcon },
  { tab: 'saved', segment: 'saved/', label: 'profile.tab.saved', Icon: BookmarkIcon },
  { tab: 'tagged', segment: 'tagged/', label: 'profile.tab.tagged', Icon: TaggedIcon },
];

/** The id of a tab's link, which labels its panel. */
export const tabLinkId = (tab: ProfileTab): string => `profile-tab-${tab}`;

/** The profile's sections: posts, reels, saved (the owner only) and tagged, each its own URL. */
export function ProfileTabs({ username, active, isOwner }: { username: string; active: ProfileTab; isOwner: boolean }) {
  const t = useProfileTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('profile.tabs')} data-testid="profile-tabs">
      {TABS.filter(({ tab }) => tab !== 'saved' || isOwner).map(({ tab, segment, label, Icon }) => (
        <Link
          key={tab}
          id={tabLinkId(tab)}
          to={`${profilePath(username)}${segment}`}
          className={tab === active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={tab === active ? 'page' : undefined}
        >
          <Icon className={styles.icon} />
          <span className={styles.label}>{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
