import { Link, useLocation, useNavigate } from 'react-router';
import { apiClient, useSession } from 'shared-client';
import { formatCount, pickCandidate, postPath, profilePath, type Media } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Avatar } from 'shared-client';
import { PostActions } from '../engagement/PostActions';
import { VideoPlayer } from '../video/VideoPlayer';
import { useReelsTranslation } from './messages';
import * as styles from './Reels.module.css';

/**
 * One reel, one screen tall: the video (a player only near the screen, else its poster), the author
 * and caption over it, and like, comment, share and save beside it as on a post. Comment opens the
 * post in a dialog over the reels (docs/behaviour/stories.md#reels-pages). A visitor gets the
 * counts without the buttons, as on a post page: each of them needs an account.
 */
export function ReelItem({
  media,
  index,
  count,
  current,
  withPlayer,
  opening = false,
  fromFile = false,
  onStarted,
}: {
  media: Media;
  index: number;
  count: number;
  /** This reel fills the screen: it plays. */
  current: boolean;
  /** Keep a video element (the reel on screen and its neighbours). */
  withPlayer: boolean;
  /** No reel has played yet on this page (docs/behaviour/stories.md#reels-pages). */
  opening?: boolean;
  /**
   * A player attached now starts from the MP4 file rather than the adaptive stream: so it is until
   * the reader moves to another reel (docs/performance.md#the-first-reels-start-from-their-files).
   */
  fromFile?: boolean;
  /** Called when this reel, on screen while opening, has begun to play (its first frames show). */
  onStarted?: () => void;
}) {
  const t = useReelsTranslation();
  const locale = useLocale();
  const loggedIn = useSession().status === 'authenticated';
  const navigate = useNavigate();
  const location = useLocation();
  const poster = pickCandidate(media.image_versions2.candidates, 640);
  const username = media.user.username;
  const openComments = (): void => {
    void navigate(postPath(media.code), { state: { backgroundLocation: location } });
  };
  return (
    <article
      className={styles.reel}
      aria-label={t('reels.reelBy', { username, index: index + 1, count })}
      aria-posinset={index + 1}
      aria-setsize={count}
      data-index={index}
      data-current={current || undefined}
      data-testid="reel"
    >
      <div className={styles.stage}>
        <div className={styles.videoBox}>
          {withPlayer ? (
            <VideoPlayer
              item={media}
              label={t('reels.videoBy', { username })}
              active={current}
              eager
              testId="reel-video"
              onPlaying={current && opening ? onStarted : undefined}
              progressiveFirst={fromFile}
            />
          ) : (
            poster && <img className="lm-cover" src={apiClient.resolveUrl(poster.url)} alt="" loading="lazy" />
          )}
          <div className={styles.info}>
            <Link to={profilePath(username)} className={styles.author}>
              <Avatar src={media.user.profile_pic_url} size={32} />
              <span>{username}</span>
            </Link>
            {media.caption?.text && <p className={styles.caption}>{media.caption.text}</p>}
          </div>
        </div>
        <div className={styles.side}>
          {loggedIn && <PostActions media={media} layout="rail" onCommentClick={openComments} />}
          {!media.like_and_view_counts_disabled && (
            <p className={styles.count}>
              {t('reels.likes', { count: media.like_count, formatted: formatCount(media.like_count, locale) })}
            </p>
          )}
          <p className={styles.count}>
            {t('reels.comments', { count: media.comment_count, formatted: formatCount(media.comment_count, locale) })}
          </p>
        </div>
      </div>
    </article>
  );
}
