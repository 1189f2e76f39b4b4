import { Link } from 'react-router';
import {
  Avatar,
  formatCount,
  formatTimeAgo,
  postPath,
  profilePath,
  truncateUsername,
  useLocale,
  VerifiedBadge,
  type Media,
} from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { PostImage } from './PostImage';
import { CaptionText } from './CaptionText';
import * as styles from './PostCard.module.css';

/** Alt text: the post's accessibility caption, or a description naming the author. */
export function usePostAlt(media: Media): string {
  const t = useFeedTranslation();
  return media.accessibility_caption
    ? t('post.photoAlt', { username: media.user.username, description: media.accessibility_caption })
    : t('post.photoBy', { username: media.user.username });
}

/** One post in the feed: author, photo, like count, caption and a link to its comments. */
export function PostCard({ media, eager }: { media: Media; eager?: boolean }) {
  const t = useFeedTranslation();
  const locale = useLocale();
  const alt = usePostAlt(media);
  const author = media.user;
  return (
    <article className={styles.card} data-testid="post-card" data-media-pk={media.pk} aria-label={alt}>
      <header className={styles.header}>
        <Link to={profilePath(author.username)} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
          <Avatar src={author.profile_pic_url} size={32} />
        </Link>
        <div className={styles.headerText}>
          <div className={styles.byline}>
            <Link to={profilePath(author.username)} className={styles.username}>
              {truncateUsername(author.username)}
            </Link>
            {author.is_verified && <VerifiedBadge label={t('post.verified')} />}
            <span className={styles.dot} aria-hidden="true">
              •
            </span>
            <Link to={postPath(media.code)} className={styles.time}>
              <time dateTime={new Date(media.taken_at * 1000).toISOString()}>
                {formatTimeAgo(media.taken_at, locale)}
              </time>
            </Link>
          </div>
          {media.location && <div className={styles.location}>{media.location.name}</div>}
        </div>
      </header>
      <Link to={postPath(media.code)} className={styles.media} aria-label={alt}>
        <PostImage media={media} alt={alt} sizes="(max-width: 767px) 100vw, 470px" eager={eager} />
      </Link>
      <div className={styles.body}>
        {media.like_and_view_counts_disabled ? null : (
          <p className={styles.likes} data-testid="like-count">
            {t('post.likes', { count: formatCount(media.like_count, locale) })}
          </p>
        )}
        {media.caption && (
          <p className={styles.caption}>
            <Link to={profilePath(author.username)} className={styles.username}>
              {truncateUsername(author.username)}
            </Link>{' '}
            <CaptionText text={media.caption.text} />
          </p>
        )}
        {media.comment_count > 0 && !media.comments_disabled && (
          <Link to={postPath(media.code)} className={styles.comments}>
            {t('post.viewAllComments', { count: media.comment_count })}
          </Link>
        )}
      </div>
    </article>
  );
}
