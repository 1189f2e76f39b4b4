import type { ReactNode } from 'react';
import { isApiError, reelPath, type Media, type Profile } from 'shared-contracts';
import { useProfilePostsQuery, type ProfilePostsTab } from 'shared-client/queries';
import { ThumbnailGrid } from 'shared-client/post-grid';
import { CameraIcon, EmptyState, RetryPanel } from 'shared-ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { PrivateAccountNotice } from './AccountNotices';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { placeholderTileCount } from './placeholder-tiles';
import { ProfileGridTile } from './ProfileGridTile';
import * as styles from './ProfilePosts.module.css';

/** Tiles in the grid's first row, on screen as the profile opens (docs/performance.md#photo-sizes). */
const FIRST_ROW = 3;

const EMPTY_KEYS: Record<ProfilePostsTab, ProfileMessageKey> = {
  posts: 'profile.empty',
  reels: 'profile.emptyReels',
  tagged: 'profile.emptyTagged',
};

/**
 * A tab's grid (posts, reels, tagged), or why there is none (private, empty, failed), 12 posts a
 * page, the next one asked for as the end of the grid nears. The tab bar sits above it
 * (ProfileTabs); `labelledBy` names the grid by its tab.
 */
export function ProfilePosts({
  profile,
  tab,
  labelledBy,
}: {
  profile: Profile;
  tab: ProfilePostsTab;
  labelledBy: string;
}) {
  const t = useProfileTranslation();
  const posts = useProfilePostsQuery(profile.id, tab);
  // The server has the last word on visibility: a refusal is the private notice, at any page.
  if (isApiError(posts.error, 'forbidden')) return <PrivateAccountNotice />;

  const items = posts.data ?? [];
  const loading = posts.isPending || posts.isFetchingNextPage;
  const placeholders = placeholderTileCount({ loading, shown: items.length }, profile.media_count);
  const failed = posts.isError && !posts.isFetching;
  const retry = (): void => void (posts.isFetchNextPageError ? posts.fetchNextPage() : posts.refetch());
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {failed && items.length === 0 && (
        <RetryPanel message={t('profile.postsError')} onRetry={retry} error={posts.error} />
      )}
      {posts.isSuccess && items.length === 0 && (
        <EmptyState icon={<CameraIcon size={62} />} title={t(EMPTY_KEYS[tab])} testId="no-posts" />
      )}
      {(items.length > 0 || placeholders > 0) && (
        <PostGrid
          items={items}
          placeholders={placeholders}
          busy={loading}
          // Reels open on their own page, one per screen (docs/behaviour/stories.md#reels-pages).
          linkFor={tab === 'reels' ? (media) => reelPath(media.code) : undefined}
        />
      )}
      {loading && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loadingPosts')}
        </span>
      )}
      {posts.isSuccess && posts.hasNextPage && !posts.isFetchingNextPage && (
        <LoadMoreSentinel onVisible={() => void posts.fetchNextPage()} />
      )}
      {failed && items.length > 0 && (
        <RetryPanel message={t('profile.postsError')} onRetry={retry} error={posts.error} />
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
  linkFor,
}: {
  items: Media[];
  placeholders: number;
  busy: boolean;
  renderExtra?: (media: Media) => ReactNode;
  /** Where a tile links; the post page when absent. */
  linkFor?: (media: Media) => string;
}) {
  return (
    <ThumbnailGrid busy={busy} testId="profile-grid">
      {items.map((media, index) => (
        <li key={media.pk} className={styles.cell}>
          <ProfileGridTile media={media} to={linkFor?.(media)} eager={index < FIRST_ROW} />
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
    </ThumbnailGrid>
  );
}
