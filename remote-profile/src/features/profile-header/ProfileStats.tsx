import { formatCount, type Profile } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import * as styles from './ProfileHeader.module.css';

type ListKind = 'followers' | 'following';

const STATS: ReadonlyArray<{ key: ProfileMessageKey; count: (profile: Profile) => number; list?: ListKind }> = [
  { key: 'profile.stats.posts', count: (p) => p.media_count },
  { key: 'profile.stats.followers', count: (p) => p.follower_count, list: 'followers' },
  { key: 'profile.stats.following', count: (p) => p.following_count, list: 'following' },
];

/**
 * Posts, followers and following: the number shortened for the locale (in full below 10000,
 * then K/M or 万/亿), then its label. Followers and following open their lists when the viewer
 * may see them (`onOpenList`).
 */
export function ProfileStats({
  profile,
  className,
  onOpenList,
}: {
  profile: Profile;
  className?: string;
  onOpenList?: (kind: ListKind) => void;
}) {
  const t = useProfileTranslation();
  const locale = useLocale();
  return (
    <ul className={className} data-testid="profile-stats">
      {STATS.map(({ key, count, list }) => {
        const value = count(profile);
        const content = (
          <>
            <span className={styles.statValue}>{formatCount(value, locale)}</span>{' '}
            <span className={styles.statLabel}>{t(key, { count: value })}</span>
          </>
        );
        return (
          <li key={key} className={styles.stat}>
            {list && onOpenList ? (
              <button
                type="button"
                className={styles.statButton}
                onClick={() => onOpenList(list)}
                data-testid={`open-${list}`}
              >
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
