import { useLocation, useNavigate } from 'react-router';
import { followButtonState, NO_FRIENDSHIP, SHELL_PATHS, type FriendshipStatus } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { FollowButton as KitFollowButton } from 'shared-client/people';
import { useFollowActions, useFriendshipStatus, type FollowTarget } from 'shared-client/queries';
import { useProfileTranslation } from '../../i18n/messages';

/**
 * Follow, Follow back, Following or Requested (the kit's one FollowButton), from the viewer's
 * relationship in the cache (so it agrees with every other view of the user). Following opens
 * `onFollowingClick` when given (the profile's Following menu); otherwise it unfollows, after a
 * confirmation for a private account (docs/behaviour/relationships.md#unfollow). Requested
 * withdraws the request at once. A failed follow shows its description; a failed unfollow is
 * silent (docs/errors.md#relationships-and-profiles). Logged-out visitors go to the login page.
 */
export function FollowButton({
  user,
  known,
  containerModule,
  onFollowed,
  onFollowingClick,
  followsViewer = false,
  compact = false,
}: {
  user: FollowTarget & { username: string };
  /** What the answer showing this user said of the relationship. */
  known: FriendshipStatus | null;
  containerModule: string;
  onFollowed?: () => void;
  /** Opens a menu instead of unfollowing when the button reads Following. */
  onFollowingClick?: () => void;
  /** The answer said the account follows the viewer: until its status is known, Follow back. */
  followsViewer?: boolean;
  compact?: boolean;
}) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useSession().status === 'authenticated';
  const { status, updating } = useFriendshipStatus(user.pk, known);
  const { follow, unfollow } = useFollowActions(user, containerModule, known);

  const handleFollow = (): void => {
    // A visitor has no relationship, so the button reads Follow: it leads to the login page.
    if (!loggedIn) {
      navigate(`${SHELL_PATHS.login}?next=${encodeURIComponent(pathname)}`);
      return;
    }
    follow().then(
      () => onFollowed?.(),
      // The follow rejects with the error's description, which the toast shows.
      (error: unknown) =>
        requestToast({
          message:
            error instanceof Error && error.message
              ? t('profile.followFailed', { description: error.message })
              : t('profile.genericError'),
        }),
    );
  };

  return (
    <KitFollowButton
      state={followButtonState(status ?? { ...NO_FRIENDSHIP, followed_by: followsViewer })}
      username={user.username}
      isPrivate={user.is_private === true}
      updating={updating}
      onFollow={handleFollow}
      onUndo={() => void unfollow()}
      onFollowingClick={onFollowingClick}
      size={compact ? 'small' : 'medium'}
    />
  );
}
