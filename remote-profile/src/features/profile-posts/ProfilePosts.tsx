import { Link } from 'react-router';
import { profilePath, type Media, type Profile } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { RetryPanel } from '../profile-page/RetryPanel';
import { CameraIcon, GridIcon, LockIcon } from './icons';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { PostThumbnail } from './PostThumbnail';
import { placeholderTileCount } from './posts-state';
import { useProfilePosts } from './use-profile-posts';
import * as styles from './ProfilePosts.module.css';

/** Below the header: the posts tab and its grid, or why there is none (private, empty, failed). */
export function ProfilePosts({ profile }: { profile: Profile }) {
  const t = useProfileTranslation();
  const posts = useProfilePosts(profile);

  if (posts.status === 'private') return <PrivateAccountNotice />;

  const placeholders = placeholderTileCount(posts, profile.media_count);
  const firstPageFailed = posts.status === 'error' && posts.items.length === 0;
  const empty = posts.status === 'idle' && posts.items.length === 0;
  return (
    <section className={styles.section} aria-labelledby="profile-posts-tab">
      <ProfileTabs username={profile.username} />
      {firstPageFailed && <RetryPanel message={t('profile.postsError')} onRetry={posts.loadMore} />}
      {empty && <EmptyPosts />}
      {(posts.items.length > 0 || placeholders > 0) && (
        <PostGrid items={posts.items} placeholders={placeholders} busy={posts.status === 'loading'} />
      )}
      {posts.status === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loadingPosts')}
        </span>
      )}
      {posts.status === 'idle' && posts.moreAvailable && <LoadMoreSentinel onVisible={posts.loadMore} />}
      {posts.status === 'error' && posts.items.length > 0 && (
        <RetryPanel message={t('profile.postsError')} onRetry={posts.loadMore} />
      )}
    </section>
  );
}

function ProfileTabs({ username }: { username: string }) {
  const t = useProfileTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('profile.tabs')}>
      <Link id="profile-posts-tab" to={profilePath(username)} className={styles.tabActive} aria-current="page">
        <GridIcon className={styles.tabIcon} />
        <span className={styles.tabLabel}>{t('profile.tab.posts')}</span>
      </Link>
    </nav>
  );
}

function PostGrid({ items, placeholders, busy }: { items: Media[]; placeholders: number; busy: boolean }) {
  return (
    <ul className={styles.grid} aria-busy={busy} data-testid="profile-grid">
      {items.map((media) => (
        <li key={media.pk} className={styles.cell}>
          <PostThumbnail media={media} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li
          key={`placeholder-${index}`}
          className={styles.placeholder}
          aria-hidden="true"
          data-testid="grid-placeholder"
        />
      ))}
    </ul>
  );
}

function PrivateAccountNotice() {
  const t = useProfileTranslation();
  return (
    <section className={styles.notice} data-testid="private-account">
      <LockIcon className={styles.noticeIcon} />
      <h2 className={styles.noticeTitle}>{t('profile.private.title')}</h2>
      <p className={styles.noticeBody}>{t('profile.private.body')}</p>
    </section>
  );
}

function EmptyPosts() {
  const t = useProfileTranslation();
  return (
    <div className={styles.empty} data-testid="no-posts">
      <CameraIcon className={styles.noticeIcon} />
      <h2 className={styles.noticeTitle}>{t('profile.empty')}</h2>
    </div>
  );
}
