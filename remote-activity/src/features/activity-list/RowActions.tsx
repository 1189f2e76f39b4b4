import { followButtonState, type UserSummary } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { FollowButton } from 'shared-client/people';
import { useFollowActions, useFollowRequestMutation, useFriendshipStatus } from 'shared-client/queries';
import { Button } from 'shared-ui';
import { useActivityTranslation } from '../../i18n/messages';
import { useCollabAnswer, type CollabAnswer } from './activity-queries';
import * as styles from './ActivityList.module.css';

/** Where a follow back made from the activity list is counted (the server's container module). */
const CONTAINER_MODULE = 'activity_feed';

/**
 * Confirm and Delete of a follow request, in its row (docs/behaviour/activity.md#the-screens):
 * answered through the one request mutation, so the follow lists and the profile follow.
 */
export function RequestAnswer({ user, onAnswered }: { user: UserSummary; onAnswered: (approved: boolean) => void }) {
  const t = useActivityTranslation();
  const answer = useFollowRequestMutation(user.pk);
  const send = (approve: boolean): void =>
    answer.mutate(
      { approve },
      {
        onSuccess: () => onAnswered(approve),
        onError: () => requestToast({ message: t('activity.requestFailed') }),
      },
    );
  return (
    <span className={styles.actions}>
      <Button variant="primary" size="small" disabled={answer.isPending} onClick={() => send(true)}>
        {t('activity.confirm')}
      </Button>
      <Button variant="secondary" size="small" disabled={answer.isPending} onClick={() => send(false)}>
        {t('activity.delete')}
      </Button>
    </span>
  );
}

/**
 * Accept and Decline of an invitation to collaborate on a post, in its row
 * (docs/behaviour/activity.md#the-screens).
 */
export function CollabAnswerButtons({
  mediaId,
  onAnswered,
}: {
  mediaId: string;
  onAnswered: (answer: CollabAnswer) => void;
}) {
  const t = useActivityTranslation();
  const answer = useCollabAnswer(mediaId);
  const send = (choice: CollabAnswer): void =>
    answer.mutate(choice, {
      onSuccess: () => onAnswered(choice),
      onError: () => requestToast({ message: t('activity.requestFailed') }),
    });
  return (
    <span className={styles.actions}>
      <Button variant="primary" size="small" disabled={answer.isPending} onClick={() => send('accept')}>
        {t('activity.accept')}
      </Button>
      <Button variant="secondary" size="small" disabled={answer.isPending} onClick={() => send('decline')}>
        {t('activity.decline')}
      </Button>
    </span>
  );
}

/** The one follow button for a new follower (Follow back, Following…), over the one friendship cache. */
export function FollowBack({ user }: { user: UserSummary }) {
  const t = useActivityTranslation();
  const { status, updating } = useFriendshipStatus(user.pk);
  const { follow, unfollow } = useFollowActions(user, CONTAINER_MODULE);
  return (
    <FollowButton
      state={status ? followButtonState(status) : 'follow-back'}
      username={user.username}
      isPrivate={user.is_private}
      updating={updating}
      onFollow={() => void follow().catch(() => requestToast({ message: t('activity.requestFailed') }))}
      onUndo={() => void unfollow()}
      size="small"
      testId="activity-follow-button"
    />
  );
}
