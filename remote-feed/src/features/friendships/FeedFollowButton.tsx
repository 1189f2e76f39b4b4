import { useState } from 'react';
import { followButtonState, requestToast, type FriendshipStatus, type UserSummary } from 'shared-contracts';
import { useFollowActions, useFriendshipStatus } from 'shared-contracts/queries';
import { Button, UnfollowDialog } from 'shared-contracts/ui';
import { useFeedTranslation } from '../../i18n/messages';
import { FEED_CONTAINER_MODULE } from './container-module';

const FOLLOW_LABELS = {
  follow: 'suggested.follow',
  'follow-back': 'suggested.followBack',
  following: 'suggested.following',
  requested: 'suggested.requested',
} as const;

/**
 * The feed's follow button (suggested accounts, the likers list): Follow, Follow back, Following or
 * Requested from the one friendship cache, so a follow made anywhere else shows here at once. A
 * click follows, or undoes (unfollow, withdraw the request), asking first before unfollowing a
 * private account (docs/behaviour/relationships.md#unfollow); a failed follow says so in a toast.
 * Disabled while a change is under way, the new state already shown (not a spinner).
 */
export function FeedFollowButton({
  user,
  known,
  fullWidth = false,
}: {
  user: Pick<UserSummary, 'pk' | 'username' | 'is_private'>;
  known?: FriendshipStatus | null;
  fullWidth?: boolean;
}) {
  const t = useFeedTranslation();
  const { status, updating } = useFriendshipStatus(user.pk, known);
  const { follow, unfollow } = useFollowActions(user, FEED_CONTAINER_MODULE, known);
  const state = status ? followButtonState(status) : 'follow';
  const offersFollow = state === 'follow' || state === 'follow-back';
  const [confirming, setConfirming] = useState(false);

  const handleClick = async (): Promise<void> => {
    if (state === 'following' && user.is_private) {
      setConfirming(true);
      return;
    }
    if (!offersFollow) {
      await unfollow();
      return;
    }
    try {
      await follow();
    } catch {
      requestToast({ message: t('suggested.followFailed', { username: user.username }) });
    }
  };

  return (
    <>
      <Button
        variant={offersFollow ? 'primary' : 'secondary'}
        size={fullWidth ? 'medium' : 'small'}
        fullWidth={fullWidth}
        onClick={() => void handleClick()}
        disabled={updating}
        aria-busy={updating}
        data-testid="feed-follow-button"
        data-state={state}
      >
        {t(FOLLOW_LABELS[state])}
      </Button>
      {confirming && (
        <UnfollowDialog
          username={user.username}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void unfollow();
          }}
        />
      )}
    </>
  );
}
