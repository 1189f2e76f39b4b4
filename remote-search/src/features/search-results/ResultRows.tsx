import { Link } from 'react-router';
import { AVATAR_SIZES, formatCount, locationPath, profilePath, tagPath, truncateUsername } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Avatar } from 'shared-client';
import { PinIcon, SearchIcon, VerifiedBadge } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { keywordSearchPath, type SearchEntry } from '../search-page/search-query';
import * as styles from './SearchResults.module.css';

/** Where an entry leads: a person to the profile, a tag or a place to its page, a keyword to search. */
export function entryPath(entry: SearchEntry): string {
  switch (entry.kind) {
    case 'user':
      return profilePath(entry.user.username);
    case 'hashtag':
      return tagPath(entry.hashtag.name);
    case 'place':
      return locationPath(entry.place.location.pk, entry.place.slug);
    case 'keyword':
      return keywordSearchPath(entry.keyword.name);
  }
}

/** An entry's name as a person reads it (the remove button of a recent search says it). */
export function entryName(entry: SearchEntry): string {
  switch (entry.kind) {
    case 'user':
      return entry.user.username;
    case 'hashtag':
      return `#${entry.hashtag.name}`;
    case 'place':
      return entry.place.title;
    case 'keyword':
      return entry.keyword.name;
  }
}

function RowContent({ entry }: { entry: SearchEntry }) {
  const t = useSearchTranslation();
  const locale = useLocale();
  if (entry.kind === 'user') {
    const { user } = entry;
    const followers = t('search.followers', { count: formatCount(user.follower_count, locale) });
    return (
      <>
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
      </>
    );
  }
  const glyph =
    entry.kind === 'hashtag' ? '#' : entry.kind === 'place' ? <PinIcon size={20} /> : <SearchIcon size={20} />;
  const secondary =
    entry.kind === 'hashtag'
      ? t('search.hashtagPosts', { count: formatCount(entry.hashtag.media_count, locale) })
      : entry.kind === 'place'
        ? entry.place.subtitle
        : t('search.keywordSubtitle');
  return (
    <>
      <span className={styles.hashGlyph} aria-hidden="true">
        {glyph}
      </span>
      <span className={styles.text}>
        <span className={styles.primary}>
          <span className={styles.name}>{entryName(entry)}</span>
        </span>
        {secondary && <span className={styles.secondary}>{secondary}</span>}
      </span>
    </>
  );
}

/**
 * One result: a person (picture, username with badge, "full name · N followers"), a hashtag ("#",
 * the tag, its post count), a place (pin, name, address) or a keyword; a link to its page.
 * `onSelect` runs on the click (search registers it as a recent search).
 */
export function ResultRow({ entry, onSelect }: { entry: SearchEntry; onSelect?: (entry: SearchEntry) => void }) {
  return (
    <Link
      to={entryPath(entry)}
      className={styles.row}
      data-search-result={entry.kind}
      onClick={() => onSelect?.(entry)}
    >
      <RowContent entry={entry} />
    </Link>
  );
}
