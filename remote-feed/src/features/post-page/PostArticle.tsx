import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatTimeAgo, MEDIA_SIZES, profilePath, type Media } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Avatar } from 'shared-client';
import { PostHeader } from '../post-card/PostHeader';
import { PostCaption } from '../post-card/PostCaption';
import { PostMedia } from '../post-media/PostMedia';
import { mediaAspectRatio } from '../post-media/media-box';
import { PostActions } from '../engagement/PostActions';
import { PostLikes } from '../engagement/PostLikes';
import { usePostEngagement } from '../engagement/use-post-engagement';
import { usePostPageTranslation } from './messages';
import * as styles from './PostPage.module.css';

const PostOptionsDialog = lazy(() =>
  import('../post-options/PostOptionsDialog').then((m) => ({ default: m.PostOptionsDialog })),
);

function PostTime({ media }: { media: Media }) {
  const locale = useLocale();
  return (
    <time className={styles.time} dateTime={new Date(media.taken_at * 1000).toISOString()}>
      {formatTimeAgo(media.taken_at, locale)}
    </time>
  );
}

/** The parts that differ between a logged-in viewer and a logged-out visitor. */
export interface PostArticleSlots {
  /** The comment list (or the logged-out preview). */
  comments: ReactNode;
  /** The composer (or the note, or the log-in prompt). */
  composer: ReactNode;
  /** Whether the viewer can like and save (logged in). */
  canEngage: boolean;
  onCommentClick?: () => void;
}

/**
 * One post, laid out for the page. Desktop: the media beside a details column (header,
 * scrolling caption and comments, then actions, likes, time and composer). Mobile: stacked
 * (header, media, actions, likes, caption, time, comments, composer).
 */
export function PostArticle({
  media,
  desktop,
  comments,
  composer,
  canEngage,
  onCommentClick,
}: { media: Media; desktop: boolean } & PostArticleSlots) {
  const t = usePostPageTranslation();
  const engagement = usePostEngagement(media);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const navigate = useNavigate();
  const header = <PostHeader media={media} onOpenOptions={() => setOptionsOpen(true)} />;
  const mediaNode = (
    <PostMedia
      media={media}
      sizes={MEDIA_SIZES.postPage}
      eager
      onDoubleTapLike={canEngage ? engagement.like : undefined}
    />
  );
  const actions = canEngage ? <PostActions media={media} onCommentClick={onCommentClick} /> : null;
  const options = optionsOpen && (
    <Suspense fallback={null}>
      <PostOptionsDialog
        media={media}
        onClose={() => setOptionsOpen(false)}
        // The page's post is gone: its author's profile is where it was (docs/behaviour/media.md#deleting-a-post).
        onDeleted={() => navigate(profilePath(media.user.username), { replace: true })}
      />
    </Suspense>
  );
  const title = <h1 className="lm-visually-hidden">{t('page.postBy', { username: media.user.username })}</h1>;

  if (desktop) {
    const aspect = { '--post-media-aspect': mediaAspectRatio(media.original_width, media.original_height) };
    return (
      <article className={styles.post} style={aspect as CSSProperties} data-testid="post-article">
        {title}
        <div className={styles.media} data-testid="post-media-column">
          <div className={styles.mediaBox}>{mediaNode}</div>
        </div>
        <div className={styles.details} data-testid="post-details-column">
          <div className={styles.detailsInner}>
            {header}
            <div className={styles.scroll} data-testid="post-comments-scroll">
              {media.caption && (
                <div className={styles.captionRow}>
                  <Avatar src={media.user.profile_pic_url} size={32} />
                  <div className={styles.captionBody}>
                    <PostCaption media={media} defaultExpanded />
                    <PostTime media={media} />
                  </div>
                </div>
              )}
              {comments}
            </div>
            <div className={styles.footer}>
              {actions}
              <PostLikes media={media} />
              <PostTime media={media} />
              <div className={styles.composerSlot}>{composer}</div>
            </div>
          </div>
        </div>
        {options}
      </article>
    );
  }

  return (
    <article className={styles.postStacked} data-testid="post-article">
      {title}
      {header}
      <div className={styles.mediaStacked} data-testid="post-media-column">
        {mediaNode}
      </div>
      <div className={styles.body}>
        {actions}
        <PostLikes media={media} />
        <PostCaption media={media} />
        <PostTime media={media} />
        <div className={styles.commentsStacked}>{comments}</div>
      </div>
      <div className={canEngage ? `${styles.composerStacked} ${styles.aboveBottomNav}` : styles.composerStacked}>
        {composer}
      </div>
      {options}
    </article>
  );
}
