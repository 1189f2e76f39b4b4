import { FOLLOW_LIST_PLACEHOLDER_ROWS } from 'shared-contracts';
import { useFollowListQuery, type FollowListKind } from 'shared-client/queries';
import { EmptyState, RetryPanel, Sheet } from 'shared-ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { FollowListRow, type RowAction } from './FollowListRow';
import * as styles from './FollowListDialog.module.css';

const TITLES: Record<FollowListKind, ProfileMessageKey> = {
  followers: 'profile.list.followers',
  following: 'profile.list.following',
  requests: 'profile.list.requests',
};

/**
 * Followers, following, or the owner's follow requests: ten placeholder rows while the first page
 * loads (docs/behaviour/profiles.md#follow-lists), more on scroll. The owner removes followers and
 * answers requests; everyone else gets a follow button per row.
 */
export function FollowListDialog({
  kind,
  userId,
  isOwner,
  onClose,
}: {
  kind: FollowListKind;
  userId: string;
  isOwner: boolean;
  onClose: () => void;
}) {
  const t = useProfileTranslation();
  const list = useFollowListQuery(kind, userId);
  const users = list.data ?? [];
  const action: RowAction = kind === 'requests' ? 'request' : kind === 'followers' && isOwner ? 'remove' : 'follow';
  const loading = list.isPending || list.isFetchingNextPage;
  // A failed later page keeps the rows it has and offers Retry for the next one.
  const failed = list.isError && !list.isFetching;

  return (
    <Sheet
      title={t(TITLES[kind])}
      onClose={onClose}
      closeButton
      bodyClassName={styles.body}
      testId={`follow-list-${kind}`}
    >
      <ul className={styles.list} aria-busy={loading}>
        {users.map((user) => (
          <FollowListRow key={user.pk} user={user} action={action} onNavigate={onClose} />
        ))}
        {list.isPending &&
          Array.from({ length: FOLLOW_LIST_PLACEHOLDER_ROWS }, (_, index) => (
            <li
              key={`placeholder-${index}`}
              className={styles.placeholder}
              aria-hidden="true"
              data-testid="follow-list-placeholder"
            >
              <span className={styles.placeholderAvatar} />
              <span className={styles.placeholderLines}>
                <span className={styles.placeholderLine} />
                <span className={styles.placeholderLineShort} />
              </span>
            </li>
          ))}
      </ul>
      {loading && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.list.loading')}
        </span>
      )}
      {list.isSuccess && users.length === 0 && <EmptyState title={t('profile.list.empty')} compact headingLevel={3} />}
      {failed && (
        <RetryPanel
          message={t('profile.list.error')}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
          error={list.error}
        />
      )}
      {list.isSuccess && list.hasNextPage && !list.isFetchingNextPage && (
        <LoadMoreSentinel onVisible={() => void list.fetchNextPage()} />
      )}
    </Sheet>
  );
}
