import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Avatar,
  fetchPostPage,
  formatCount,
  formatTimeAgo,
  profilePath,
  truncateUsername,
  useLocale,
  VerifiedBadge,
  type Media,
  type RouteScreenProps,
} from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';
import { PostImage } from '../post-card/PostImage';
import { CaptionText } from '../post-card/CaptionText';
import { usePostAlt } from '../post-card/PostCard';
import * as styles from './PostPageScreen.module.css';

type Load = { status: 'loading' } | { status: 'ready'; media: Media } | { status: 'missing' } | { status: 'error' };

/** A post at /p/{shortcode}/: photo beside the details on desktop, stacked on mobile. */
export default function PostPageScreen({ NotFound }: RouteScreenProps) {
  const { shortcode = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  // The answer is stored with the request it answers, so a new shortcode reads as loading at once.
  const request = `${shortcode}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | null>(null);
  const load: Load = answer?.request === request ? answer.load : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    fetchPostPage(shortcode, controller.signal)
      .then((items) =>
        setAnswer({ request, load: items[0] ? { status: 'ready', media: items[0] } : { status: 'missing' } }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ request, load: { status: 'error' } });
      });
    return () => controller.abort();
  }, [shortcode, request]);

  if (load.status === 'missing') return <NotFound />;
  if (load.status === 'error') return <PostLoadError onRetry={() => setAttempt((a) => a + 1)} />;
  if (load.status === 'loading') return <div className={styles.placeholder} aria-busy="true" />;
  return <PostDetail media={load.media} />;
}

function PostLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useFeedTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{t('feed.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('feed.retry')}
      </button>
    </div>
  );
}

function PostDetail({ media }: { media: Media }) {
  const t = useFeedTranslation();
  const locale = useLocale();
  const alt = usePostAlt(media);
  const author = media.user;
  useEffect(() => {
    const text = media.caption?.text ? `: “${media.caption.text.slice(0, 60)}”` : '';
    document.title = `${author.full_name || author.username}${text} • Lumen`;
  }, [media, author]);
  return (
    <main className={styles.page} data-testid="post-page">
      <article className={styles.post} aria-label={alt}>
        <div className={styles.media}>
          <PostImage media={media} alt={alt} sizes="(max-width: 767px) 100vw, 600px" eager />
        </div>
        <section className={styles.details}>
          <header className={styles.header}>
            <Avatar src={author.profile_pic_url} size={32} />
            <Link to={profilePath(author.username)} className={styles.username}>
              {truncateUsername(author.username)}
            </Link>
            {author.is_verified && <VerifiedBadge label={t('post.verified')} />}
          </header>
          <div className={styles.scroll}>
            {media.caption && (
              <p className={styles.caption}>
                <Link to={profilePath(author.username)} className={styles.username}>
                  {truncateUsername(author.username)}
                </Link>{' '}
                <CaptionText text={media.caption.text} />
              </p>
            )}
          </div>
          <footer className={styles.footer}>
            {!media.like_and_view_counts_disabled && (
              <p className={styles.likes} data-testid="like-count">
                {t('post.likes', { count: formatCount(media.like_count, locale) })}
              </p>
            )}
            <time className={styles.time} dateTime={new Date(media.taken_at * 1000).toISOString()}>
              {formatTimeAgo(media.taken_at, locale)}
            </time>
          </footer>
        </section>
      </article>
    </main>
  );
}
