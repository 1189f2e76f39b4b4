import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  approveFollowRequest,
  AVATAR_SIZES,
  declineFollowRequest,
  eventBus,
  fetchFollowers,
  fetchFollowing,
  fetchFollowRequests,
  FOLLOW_LIST_PLACEHOLDER_ROWS,
  profilePath,
  removeFollower,
  requestToast,
  truncateUsername,
  useSession,
  type FollowListPage,
  type FollowListUser,
} from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
import { useProfileTranslation } from '../../i18n/messages';
import { Dialog } from '../dialog/Dialog';
import type { ListPage } from '../paging/paged-list';
import { usePagedList } from '../paging/use-paged-list';
import { LoadMoreSentinel } from '../profile-posts/LoadMoreSentinel';
import { RetryPanel } from '../profile-page/RetryPanel';
import { FollowButton } from '../relationship/FollowButton';
import { relationshipStore } from '../relationship/relationship-store';
import * as styles from './FollowListDialog.module.css';
import * as buttons from '../relationship/Buttons.module.css';

/** Which list the dialog shows. */
export type FollowListKind = 'followers' | 'following' | 'requests';

const keyOfUser = (user: FollowListUser): string => user.pk;
const toListPage = (page: FollowListPage): ListPage<FollowListUser> => ({
  items: page.users,
  nextMaxId: page.next_max_id,
  moreAvailable: page.more_available,
});

/** What a row offers: remove a follower, answer a request, or follow. */
type RowAction = 'remove' | 'request' | 'follow';

/**
 * Followers, following, or the owner's follow requests, in a dialog: ten placeholder rows while
 * the first page loads (spec 9), more on scroll. The owner removes followers and answers requests;
 * everyone else gets a follow button per row.
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
  const fetchPage = useCallback(
    async (maxId: string | null, signal: AbortSignal) => {
      if (kind === 'requests') return toListPage(await fetchFollowRequests({ maxId, signal }));
      const fetch = kind === 'followers' ? fetchFollowers : fetchFollowing;
      return toListPage(await fetch(userId, { maxId, signal }));
    },
    [kind, userId],
  );
  const list = usePagedList(fetchPage, keyOfUser);
  const action: RowAction = kind === 'requests' ? 'request' : kind === 'followers' && isOwner ? 'remove' : 'follow';
  const title = t(
    kind === 'followers'
      ? 'profile.list.followers'
      : kind === 'following'
        ? 'profile.list.following'
        : 'profile.list.requests',
  );
  const firstLoad = list.status === 'loading' && list.items.length === 0;

  return (
    <Dialog title={title} onClose={onClose} testId={`follow-list-${kind}`}>
      <ul className={styles.list} aria-busy={list.status === 'loading'}>
        {list.items.map((user) => (
          <FollowListRow
            key={user.pk}
            user={user}
            action={action}
            onNavigate={onClose}
            onResolved={() => list.edit((items) => items.filter((item) => item.pk !== user.pk))}
          />
        ))}
        {firstLoad &&
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
      {list.status === 'loading' && (
        <span className="lm-visually-hidden" role="status">
          {t('profile.loading')}
        </span>
      )}
      {list.status === 'updated' && list.items.length === 0 && (
        <p className={styles.empty}>{t('profile.list.empty')}</p>
      )}
      {list.status === 'errored' && <RetryPanel message={t('profile.list.error')} onRetry={list.loadMore} />}
      {list.status === 'updated' && list.moreAvailable && <LoadMoreSentinel onVisible={list.loadMore} />}
    </Dialog>
  );
}

function FollowListRow({
  user,
  action,
  onNavigate,
  onResolved,
}: {
  user: FollowListUser;
  action: RowAction;
  onNavigate: () => void;
  onResolved: () => void;
}) {
  const t = useProfileTranslation();
  const viewerPk = useSession().viewer?.pk;
  return (
    <li className={styles.row} data-testid="follow-list-row" data-username={user.username}>
      <Avatar
        src={user.profile_pic_url}
        size={AVATAR_SIZES.search}
        alt={t('profile.avatarAlt', { username: user.username })}
      />
      <span className={styles.names}>
        <span className={styles.usernameLine}>
          <Link to={profilePath(user.username)} className={styles.username} onClick={onNavigate}>
            {truncateUsername(user.username)}
          </Link>
          {user.is_verified && <VerifiedBadge label={t('profile.verified')} size={12} />}
        </span>
        {user.full_name && <span className={styles.fullName}>{user.full_name}</span>}
      </span>
      {action === 'remove' && <RemoveFollowerButton user={user} />}
      {action === 'request' && <RequestButtons user={user} onResolved={onResolved} />}
      {action === 'follow' && user.pk !== viewerPk && (
        <FollowButton
          userId={user.pk}
          username={user.username}
          known={user.friendship_status}
          containerModule="profile_follow_list"
          compact
        />
      )}
    </li>
  );
}

function RemoveFollowerButton({ user }: { user: FollowListUser }) {
  const t = useProfileTranslation();
  const [state, setState] = useState<'idle' | 'working' | 'removed'>('idle');
  const handleRemove = (): void => {
    setState('working');
    removeFollower(user.pk).then(
      (result) => {
        setState('removed');
        relationshipStore.change(user.pk, result.friendship_status);
        eventBus.emit('follower-removed', { userId: user.pk });
      },
      () => {
        setState('idle');
        requestToast({ message: t('profile.genericError') });
      },
    );
  };
  if (state === 'removed') return <span className={styles.done}>{t('profile.list.removed')}</span>;
  return (
    <button
      type="button"
      className={`${buttons.secondary} ${buttons.compact}`}
      onClick={handleRemove}
      disabled={state === 'working'}
      aria-label={t('profile.list.removeLabel', { username: user.username })}
      data-testid="remove-follower"
    >
      {t('profile.list.remove')}
    </button>
  );
}

function RequestButtons({ user, onResolved }: { user: FollowListUser; onResolved: () => void }) {
  const t = useProfileTranslation();
  const [working, setWorking] = useState(false);
  const answer = (approved: boolean): void => {
    setWorking(true);
    (approved ? approveFollowRequest : declineFollowRequest)(user.pk).then(
      (result) => {
        relationshipStore.change(user.pk, result.friendship_status);
        eventBus.emit('follow-request-resolved', { userId: user.pk, approved });
        requestToast({
          message: t(approved ? 'profile.toast.requestApproved' : 'profile.toast.requestDeclined', {
            username: user.username,
          }),
        });
        onResolved();
      },
      () => {
        setWorking(false);
        requestToast({ message: t('profile.genericError') });
      },
    );
  };
  return (
    <span className={styles.requestButtons}>
      <button
        type="button"
        className={`${buttons.primary} ${buttons.compact}`}
        onClick={() => answer(true)}
        disabled={working}
        aria-label={t('profile.list.approveLabel', { username: user.username })}
        data-testid="approve-request"
      >
        {t('profile.list.approve')}
      </button>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.compact}`}
        onClick={() => answer(false)}
        disabled={working}
        aria-label={t('profile.list.declineLabel', { username: user.username })}
        data-testid="decline-request"
      >
        {t('profile.list.decline')}
      </button>
    </span>
  );
}
