import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MEDIA_SIZES, postPath, type Media } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { PostActions } from '../engagement/PostActions';
import { PostLikes } from '../engagement/PostLikes';
import { usePostEngagement } from '../engagement/use-post-engagement';
import { useMediaAlt } from '../post-media/media-alt';
import { PostMedia } from '../post-media/PostMedia';
import { PostCaption } from './PostCaption';
import { PostHeader } from './PostHeader';
import * as styles from './PostCard.module.css';

const PostOptionsDialog = lazy(() =>
  import('../post-options/PostOptionsDialog').then((m) => ({ default: m.PostOptionsDialog })),
);

/** The feed's media width: full width on phones, 470 px from the tablet breakpoint up (the page's photo preload uses the same). */
export const FEED_MEDIA_SIZES = MEDIA_SIZES.feed;

/** Alt text of a post's (first) photo: its accessibility caption, or a description naming the author. */
export function usePostAlt(media: Media): string {
  return useMediaAlt(media, media.user.username);
}

/** "View all N comments", linking to the post page; the cached post's count follows new comments. */
export function PostCommentsLink({ media }: { media: Media }) {
  const t = useFeedTranslation();
  const commentCount = media.comment_count;
  if (commentCount === 0 || media.comments_disabled) return null;
  return (
    <Link to={postPath(media.code)} className={styles.comments}>
      {t('post.viewAllComments', { count: commentCount })}
    </Link>
  );
}

/**
 * The body under a post's media: actions, likes, caption, comments link. Ads put their call to
 * action between the media and this.
 */
export function PostBody({ media }: { media: Media }) {
  return (
    <div className={styles.body}>
      <PostActions media={media} />
      <PostLikes media={media} />
      <PostCaption media={media} />
      <PostCommentsLink media={media} />
    </div>
  );
}

/** The options menu of a post, loaded on first use. */
export function LazyPostOptions({ media, onClose }: { media: Media; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <PostOptionsDialog media={media} onClose={onClose} />
    </Suspense>
  );
}

/**
 * One post in the feed: header, media (double-tap likes), actions, likes, caption, comments.
 * `suggested` labels a suggested post in its header; `hashtag` names the followed tag that brought it.
 */
export function PostCard({
  media,
  eager,
  suggested = false,
  hashtag,
}: {
  media: Media;
  eager?: boolean;
  suggested?: boolean;
  hashtag?: string;
}) {
  const alt = usePostAlt(media);
  const engagement = usePostEngagement(media);
  const [optionsOpen, setOptionsOpen] = useState(false);
  return (
    <article className={styles.card} data-testid="post-card" data-media-pk={media.pk} aria-label={alt}>
      <PostHeader media={media} suggested={suggested} hashtag={hashtag} onOpenOptions={() => setOptionsOpen(true)} />
      <div className={styles.media}>
        <PostMedia media={media} sizes={FEED_MEDIA_SIZES} eager={eager} onDoubleTapLike={engagement.like} />
      </div>
      <PostBody media={media} />
      {optionsOpen && <LazyPostOptions media={media} onClose={() => setOptionsOpen(false)} />}
    </article>
  );
}
