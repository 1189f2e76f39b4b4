import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatCount, profilePath, summarizeLikedBy, truncateUsername, type Media } from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { Avatar } from 'shared-client';
import { useFeedTranslation } from '../../i18n/messages';
import { joinNodes, richMessage } from '../post-card/rich-message';
import * as styles from './Engagement.module.css';

// Loaded when first opened: most feed visits never open the likers list.
const LikersDialog = lazy(() => import('../likers/LikersDialog').then((m) => ({ default: m.LikersDialog })));

/**
 * The like line: "Liked by X and N others" when people the viewer follows liked the post (up
 * to 3 names), else the count ("1.2万 次赞"). Hidden counts keep the names and drop the number.
 * The count and "N others" open the likers list (docs/behaviour/feed.md#the-likers-list).
 * `media` is the post as its query holds it, so a like anywhere shows here at once.
 */
export function PostLikes({ media }: { media: Media }) {
  const t = useFeedTranslation();
  const locale = useLocale();
  const [listOpen, setListOpen] = useState(false);
  const likeCount = media.like_count;
  const likers = media.facepile_top_likers;
  const summary = summarizeLikedBy(
    likers.map((user) => user.username),
    likeCount,
  );
  const hidden = media.like_and_view_counts_disabled;
  const list = listOpen && (
    <Suspense fallback={null}>
      <LikersDialog mediaId={media.pk} onClose={() => setListOpen(false)} />
    </Suspense>
  );
  const opener = (label: string) => (
    <button type="button" className={styles.likesButton} onClick={() => setListOpen(true)} data-testid="open-likers">
      {label}
    </button>
  );

  if (!summary) {
    if (hidden || likeCount === 0) {
      return hidden ? null : (
        <p className={styles.likes} data-testid="like-count">
          {t('post.likes', { count: formatCount(likeCount, locale) })}
        </p>
      );
    }
    return (
      <p className={styles.likes} data-testid="like-count">
        {opener(t('post.likes', { count: formatCount(likeCount, locale) }))}
        {list}
      </p>
    );
  }
  const names = joinNodes(
    summary.names.map((username) => (
      <Link key={username} to={profilePath(username)} className={styles.name}>
        {truncateUsername(username)}
      </Link>
    )),
    t('post.listSeparator'),
  );
  let text;
  if (summary.others === 0) text = richMessage((p) => t('post.likedByOnly', p), { names });
  else {
    const others = hidden ? t('post.others') : t('post.othersCount', { count: formatCount(summary.others, locale) });
    text = richMessage((p) => t('post.likedBy', p), { names, others: opener(others) });
  }
  return (
    <div className={styles.likedBy} data-testid="like-count">
      <span className={styles.facepile} aria-hidden="true">
        {likers.slice(0, summary.names.length).map((user) => (
          <Avatar key={user.pk} src={user.profile_pic_url} size={18} />
        ))}
      </span>
      <p className={styles.likedByText}>{text}</p>
      {list}
    </div>
  );
}
