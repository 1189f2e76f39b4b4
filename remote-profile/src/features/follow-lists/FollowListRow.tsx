import { Link } from 'react-router';
import { profilePath } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useSession, type FollowListUser } from 'shared-client';
import { PersonRow } from 'shared-client/people';
import { useFollowRequestMutation, useRemoveFollowerMutation } from 'shared-client/queries';
import { Button } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { FollowButton } from '../relationship/FollowButton';
import * as styles from './FollowListDialog.module.css';

/** What a row offers: remove a follower, answer a request, or follow. */
export type RowAction = 'remove' | 'request' | 'follow';

/** One person of a follow list: the kit's person row, with its action. */
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
    <PersonRow
      user={user}
      testId="follow-list-row"
      avatarAlt={t('profile.avatarAlt', { username: user.username })}
      renderLink={({ className, children }) => (
        <Link to={profilePath(user.username)} className={className} onClick={onNavigate}>
          {children}
        </Link>
      )}
      trailing={
        <>
          {action === 'remove' && <RemoveFollowerButton user={user} />}
          {action === 'request' && <RequestButtons user={user} />}
          {action === 'follow' && user.pk !== viewerPk && (
            <FollowButton user={user} known={user.friendship_status} containerModule="profile_follow_list" compact />
          )}
        </>
      }
    />
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
