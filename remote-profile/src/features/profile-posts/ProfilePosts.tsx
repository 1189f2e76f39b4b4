import type { ReactNode } from 'react';
import type { Media, Profile } from 'shared-contracts';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { RetryPanel } from '../profile-page/RetryPanel';
import { CameraIcon, LockIcon } from './icons';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { PostThumbnail } from './PostThumbnail';
import { placeholderTileCount } from './posts-state';
import { useProfilePosts, type ProfilePageFetcher } from './use-profile-posts';
import * as styles from './ProfilePosts.module.css';

/**
 * A tab's grid (posts, reels, tagged), or why there is none (private, empty, failed). The tab bar
 * sits above it (ProfileTabs); `panelId` labels the grid by its tab.
 */
export function ProfilePosts({
  profile,
  fetchPage,
  emptyKey = 'profile.empty',
  labelledBy,
}: {
  profile: Profile;
  fetchPage?: ProfilePageFetcher;
  emptyKey?: ProfileMessageKey;
  labelledBy: string;
}) {
  const t = useProfileTranslation();
  const posts = useProfilePosts(profile, fetchPage);

  if (posts.status === 'private') return <PrivateAccountNotice />;

  const placeholders = placeholderTileCount(posts, profile.media_count);
  const firstPageFailed = posts.status === 'error' && posts.items.length === 0;
  const empty = posts.status === 'idle' && posts.items.length === 0;
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {firstPageFailed && <RetryPanel message={t('profile.postsError')} onRetry={posts.loadMore} />}
      {empty && <EmptyPosts textKey={emptyKey} />}
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

/** The square grid of thumbnails, with grey tiles standing in for a page being loaded. */
export function PostGrid({
  items,
  placeholders,
  busy,
  renderExtra,
}: {
  items: Media[];
  placeholders: number;
  busy: boolean;
  renderExtra?: (media: Media) => ReactNode;
}) {
  return (
    <ul className={styles.grid} aria-busy={busy} data-testid="profile-grid">
      {items.map((media) => (
        <li key={media.pk} className={styles.cell}>
          <PostThumbnail media={media} />
          {renderExtra?.(media)}
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

/** "This account is private": the viewer may not see this profile's content (spec 5). */
export function PrivateAccountNotice() {
  const t = useProfileTranslation();
  return (
    <section className={styles.notice} data-testid="private-account">
      <LockIcon className={styles.noticeIcon} />
      <h2 className={styles.noticeTitle}>{t('profile.private.title')}</h2>
      <p className={styles.noticeBody}>{t('profile.private.body')}</p>
    </section>
  );
}

function EmptyPosts({ textKey }: { textKey: ProfileMessageKey }) {
  const t = useProfileTranslation();
  return (
    <div className={styles.empty} data-testid="no-posts">
      <CameraIcon className={styles.noticeIcon} />
      <h2 className={styles.noticeTitle}>{t(textKey)}</h2>
    </div>
  );
}
