import { Link } from 'react-router';
import { AVATAR_SIZES, formatCount, profilePath, truncateUsername, useLocale } from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
import { useSearchTranslation } from '../../i18n/messages';
import { hashtagSearchPath, type SearchEntry } from '../search-page/search-query';
import * as styles from './SearchResults.module.css';

type UserEntry = Extract<SearchEntry, { kind: 'user' }>['user'];
type HashtagEntry = Extract<SearchEntry, { kind: 'hashtag' }>['hashtag'];

/** A person: picture, username with badge, then "full name · N followers"; links to the profile. */
export function UserResultRow({ user }: { user: UserEntry }) {
  const t = useSearchTranslation();
  const locale = useLocale();
  const followers = t('search.followers', { count: formatCount(user.follower_count, locale) });
  return (
    <Link to={profilePath(user.username)} className={styles.row} data-search-result="user">
      <Avatar
        src={user.profile_pic_url}
        size={AVATAR_SIZES.search}
        alt={t('search.avatarAlt', { username: user.username })}
      />
      <span className={styles.text}>
        <span className={styles.primary}>
          <span className={styles.name} title={user.username}>
            {truncateUsername(user.username)}
          </span>
          {user.is_verified && <VerifiedBadge label={t('search.verified')} />}
        </span>
        <span className={styles.secondary}>
          {user.full_name ? t('search.userSubtitle', { fullName: user.full_name, followers }) : followers}
        </span>
      </span>
    </Link>
  );
}

/** A hashtag: a "#" disc, "#name" and its post count; searches for the tag. */
export function HashtagResultRow({ hashtag }: { hashtag: HashtagEntry }) {
  const t = useSearchTranslation();
  const locale = useLocale();
  return (
    <Link to={hashtagSearchPath(hashtag.name)} className={styles.row} data-search-result="hashtag">
      <span className={styles.hashGlyph} aria-hidden="true">
        #
      </span>
      <span className={styles.text}>
        <span className={styles.primary}>
          <span className={styles.name}>#{hashtag.name}</span>
        </span>
        <span className={styles.secondary}>
          {t('search.hashtagPosts', { count: formatCount(hashtag.media_count, locale) })}
        </span>
      </span>
    </Link>
  );
}
