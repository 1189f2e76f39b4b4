import { followButtonState, type FriendshipStatus, type UserSummary } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { FollowButton } from 'shared-client/people';
import { useFollowActions, useFriendshipStatus } from 'shared-client/queries';
import { useFeedTranslation } from '../../i18n/messages';
import { FEED_CONTAINER_MODULE } from './container-module';

/**
 * The feed's follow button (suggested accounts, the likers list): the kit's one FollowButton over
 * the one friendship cache, so a follow made anywhere else shows here at once. It follows, or
 * undoes (unfollow, withdraw the request), asking first before unfollowing a private account
 * (docs/behaviour/relationships.md#unfollow); a failed follow says so in a toast.
 */
export function FeedFollowButton({
  user,
  known,
  followsViewer = false,
  fullWidth = false,
}: {
  user: Pick<UserSummary, 'pk' | 'username' | 'is_private'>;
  known?: FriendshipStatus | null;
  /** The answer said the account follows the viewer: until its status is known, Follow back. */
  followsViewer?: boolean;
  fullWidth?: boolean;
}) {
  const t = useFeedTranslation();
  const { status, updating } = useFriendshipStatus(user.pk, known);
  const { follow, unfollow } = useFollowActions(user, FEED_CONTAINER_MODULE, known);

  const handleFollow = (): void => {
    follow().catch(() => requestToast({ message: t('suggested.followFailed', { username: user.username }) }));
  };

  return (
    <FollowButton
      state={status ? followButtonState(status) : followsViewer ? 'follow-back' : 'follow'}
      username={user.username}
      isPrivate={user.is_private}
      updating={updating}
      onFollow={handleFollow}
      onUndo={() => void unfollow()}
      size={fullWidth ? 'medium' : 'small'}
      fullWidth={fullWidth}
      testId="feed-follow-button"
    />
  );
}
