import { Link } from 'react-router';
import {
  AVATAR_SIZES,
  profilePath,
  requestToast,
  truncateUsername,
  useSession,
  type FollowListUser,
} from 'shared-contracts';
import { useFollowRequestMutation, useRemoveFollowerMutation } from 'shared-contracts/queries';
import { Avatar, Button, VerifiedBadge } from 'shared-contracts/ui';
import { useProfileTranslation } from '../../i18n/messages';
import { FollowButton } from '../relationship/FollowButton';
import * as styles from './FollowListDialog.module.css';

/** What a row offers: remove a follower, answer a request, or follow. */
export type RowAction = 'remove' | 'request' | 'follow';

/** One person of a follow list: picture, names (the username links to the profile), and an action. */
export function FollowListRow({
  user,
  action,
  onNavigate,
}: {
  user: FollowListUser;
  action: RowAction;
  onNavigate: () => void;
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
      {action === 'request' && <RequestButtons user={user} />}
      {action === 'follow' && user.pk !== viewerPk && (
        <FollowButton user={user} known={user.friendship_status} containerModule="profile_follow_list" compact />
      )}
    </li>
  );
}

/** The owner's "Remove" beside a follower; the row says "Removed" afterwards. */
function RemoveFollowerButton({ user }: { user: FollowListUser }) {
  const t = useProfileTranslation();
  const removal = useRemoveFollowerMutation(user.pk);
  if (removal.isSuccess) return <span className={styles.done}>{t('profile.list.removed')}</span>;
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={() => removal.mutate(undefined, { onError: () => requestToast({ message: t('profile.genericError') }) })}
      disabled={removal.isPending}
      aria-label={t('profile.list.removeLabel', { username: user.username })}
      data-testid="remove-follower"
    >
      {t('profile.list.remove')}
    </Button>
  );
}

/** Confirm or Delete a follow request; an answered request leaves the list (the cache drops it). */
function RequestButtons({ user }: { user: FollowListUser }) {
  const t = useProfileTranslation();
  const answer = useFollowRequestMutation(user.pk);
  const handleAnswer = (approve: boolean): void => {
    // The toasts settle after the row has left the list: they do not depend on it.
    answer.mutateAsync({ approve }).then(
      () =>
        requestToast({
          message: t(approve ? 'profile.toast.requestApproved' : 'profile.toast.requestDeclined', {
            username: user.username,
          }),
        }),
      () => requestToast({ message: t('profile.genericError') }),
    );
  };
  return (
    <span className={styles.requestButtons}>
      <Button
        size="small"
        onClick={() => handleAnswer(true)}
        disabled={answer.isPending}
        aria-label={t('profile.list.approveLabel', { username: user.username })}
        data-testid="approve-request"
      >
        {t('profile.list.approve')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        onClick={() => handleAnswer(false)}
        disabled={answer.isPending}
        aria-label={t('profile.list.declineLabel', { username: user.username })}
        data-testid="decline-request"
      >
        {t('profile.list.decline')}
      </Button>
    </span>
  );
}
