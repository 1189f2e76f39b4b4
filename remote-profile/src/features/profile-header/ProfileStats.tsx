import { formatCount, useLocale, type Profile } from 'shared-contracts';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import * as styles from './ProfileHeader.module.css';

const STATS: ReadonlyArray<{ key: ProfileMessageKey; count: (profile: Profile) => number }> = [
  { key: 'profile.stats.posts', count: (p) => p.media_count },
  { key: 'profile.stats.followers', count: (p) => p.follower_count },
  { key: 'profile.stats.following', count: (p) => p.following_count },
];

/** Posts, followers and following: the number shortened for the locale, then its label. */
export function ProfileStats({ profile, className }: { profile: Profile; className?: string }) {
  const t = useProfileTranslation();
  const locale = useLocale();
  return (
    <ul className={className} data-testid="profile-stats">
      {STATS.map(({ key, count }) => {
        const value = count(profile);
        return (
          <li key={key} className={styles.stat}>
            <span className={styles.statValue}>{formatCount(value, locale)}</span>{' '}
            <span className={styles.statLabel}>{t(key, { count: value })}</span>
          </li>
        );
      })}
    </ul>
  );
}
