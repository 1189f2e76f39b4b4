import { Link } from 'react-router';
import {
  formatTimeAgo,
  locationPath,
  locationSlug,
  postPath,
  tagPath,
  profilePath,
  truncateUsername,
  type Media,
  type UserSummary,
} from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { IconButton, MoreIcon, VerifiedBadge } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { transparencyLabel } from '../../i18n/server-labels';
import { RingedAvatarLink } from '../stories/RingedAvatarLink';
import { richMessage } from './rich-message';
import * as styles from './PostHeader.module.css';

function UserLink({ user }: { user: UserSummary }) {
  const t = useFeedTranslation();
  return (
    <>
      <Link to={profilePath(user.username)} className={styles.username}>
        {truncateUsername(user.username)}
      </Link>
      {user.is_verified && <VerifiedBadge label={t('post.verified')} />}
    </>
  );
}

/** Author, then coauthors: "A and B", or "A and N others" for more than one coauthor. */
function Authors({ media }: { media: Media }) {
  const t = useFeedTranslation();
  const [coauthor, ...more] = media.coauthor_producers;
  if (!coauthor) return <UserLink user={media.user} />;
  if (more.length === 0) {
    return richMessage((p) => t('post.and', p), {
      first: <UserLink user={media.user} />,
      second: <UserLink user={coauthor} />,
    });
  }
  return richMessage(
    (p) => t('post.andOthers', p),
    { first: <UserLink user={media.user} /> },
    { count: media.coauthor_producers.length },
  );
}

/**
 * The line under the names: sponsored or suggested (a post of an account not followed, filling a
 * thin home feed: docs/behaviour/feed.md#suggested-posts), paid partnership, location,
 * transparency label.
 */
function Subline({
  media,
  sponsored,
  suggested,
  hashtag,
}: {
  media: Media;
  sponsored: boolean;
  suggested: boolean;
  hashtag?: string;
}) {
  const t = useFeedTranslation();
  const parts = [];
  if (sponsored) parts.push(<span key="ad">{t('post.sponsored')}</span>);
  else if (hashtag)
    // A followed hashtag's post: the tag that brought it (docs/behaviour/search.md#following-a-hashtag).
    parts.push(
      <span key="hashtag" data-testid="followed-hashtag-label">
        {richMessage((p) => t('post.followedHashtag', p), {
          tag: (
            <Link to={tagPath(hashtag)} className={styles.username}>
              #{hashtag}
            </Link>
          ),
        })}
      </span>,
    );
  else if (suggested)
    parts.push(
      <span key="suggested" data-testid="suggested-post-label">
        {t('suggested.title')}
      </span>,
    );
  if (media.is_paid_partnership) {
    const sponsor = media.sponsor_tags.find((tag) => !tag.is_pending)?.sponsor;
    parts.push(
      <span key="paid" data-testid="paid-partnership">
        {sponsor
          ? richMessage((p) => t('post.paidPartnershipWith', p), {
              sponsor: (
                <Link to={profilePath(sponsor.username)} className={styles.username}>
                  {truncateUsername(sponsor.username)}
                </Link>
              ),
            })
          : t('post.paidPartnership')}
      </span>,
    );
  }
  if (media.location) {
    parts.push(
      <Link
        key="location"
        to={locationPath(media.location.pk, locationSlug(media.location.name))}
        className={styles.location}
      >
        {media.location.name}
      </Link>,
    );
  }
  if (media.transparency_label) {
    parts.push(
      <span key="label" className={styles.time} data-testid="transparency-label">
        {transparencyLabel(t, media.transparency_label)}
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <div className={styles.subline}>
      {parts.map((part, i) => (
        <span key={i} className={styles.subpart}>
          {i > 0 && (
            <span className={styles.dot} aria-hidden="true">
              •
            </span>
          )}
          {part}
        </span>
      ))}
    </div>
  );
}

/**
 * A post's header: avatar (in its story ring when the tray has the author's story), author and coauthors with
 * verified badges, time, then paid partnership, location and transparency label, and the
 * more-options button when `onOpenOptions` is given. `sponsored` marks an ad, `suggested` a
 * suggested post, `hashtag` the followed tag that brought a post.
 */
export function PostHeader({
  media,
  onOpenOptions,
  sponsored = false,
  suggested = false,
  hashtag,
}: {
  media: Media;
  onOpenOptions?: () => void;
  sponsored?: boolean;
  suggested?: boolean;
  hashtag?: string;
}) {
  const t = useFeedTranslation();
  const locale = useLocale();
  const author = media.user;
  return (
    <header className={styles.header}>
      <RingedAvatarLink user={author} size={32} className={styles.avatar} profileHref={profilePath(author.username)} />
      <div className={styles.text}>
        <div className={styles.byline}>
          <span className={styles.names}>
            <Authors media={media} />
          </span>
          {!sponsored && (
            <>
              <span className={styles.dot} aria-hidden="true">
                •
              </span>
              <Link to={postPath(media.code)} className={styles.time}>
                <time dateTime={new Date(media.taken_at * 1000).toISOString()}>
                  {formatTimeAgo(media.taken_at, locale)}
                </time>
              </Link>
            </>
          )}
        </div>
        <Subline media={media} sponsored={sponsored} suggested={suggested} hashtag={hashtag} />
      </div>
      {onOpenOptions && (
        <IconButton
          label={t('post.options')}
          className={styles.options}
          onClick={onOpenOptions}
          aria-haspopup="dialog"
          data-testid="post-options-button"
        >
          <MoreIcon size={20} />
        </IconButton>
      )}
    </header>
  );
}
