import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  followButtonState,
  NO_FRIENDSHIP,
  requestToast,
  SHELL_PATHS,
  useSession,
  type FollowButtonState,
  type FriendshipStatus,
} from 'shared-contracts';
import { useFollowActions, useFriendshipStatus, type FollowTarget } from 'shared-contracts/queries';
import { Button, UnfollowDialog } from 'shared-contracts/ui';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';

const LABELS: Record<FollowButtonState, ProfileMessageKey> = {
  follow: 'profile.follow',
  'follow-back': 'profile.followBack',
  following: 'profile.following',
  requested: 'profile.requested',
};

/**
 * Follow, Follow back, Following or Requested, from the viewer's relationship in the cache (so it
 * agrees with every other view of the user). Following opens `onFollowingClick` when given (the
 * profile's Following menu); otherwise it unfollows, after a confirmation for a private account
 * (docs/behaviour/relationships.md#unfollow). Requested withdraws the request at once. The label
 * changes at once and the button waits for the server. A failed
 * follow shows its description; a failed unfollow is silent
 * (docs/errors.md#relationships-and-profiles). Logged-out visitors go to the login page.
 */
export function FollowButton({
  user,
  known,
  containerModule,
  onFollowed,
  onFollowingClick,
  compact = false,
}: {
  user: FollowTarget & { username: string };
  /** What the answer showing this user said of the relationship. */
  known: FriendshipStatus | null;
  containerModule: string;
  onFollowed?: () => void;
  /** Opens a menu instead of unfollowing when the button reads Following. */
  onFollowingClick?: () => void;
  compact?: boolean;
}) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useSession().status === 'authenticated';
  const { status, updating } = useFriendshipStatus(user.pk, known);
  const { follow, unfollow } = useFollowActions(user, containerModule, known);
  const state = followButtonState(status ?? NO_FRIENDSHIP);
  const primary = state === 'follow' || state === 'follow-back';
  const [confirming, setConfirming] = useState(false);

  const handleClick = (): void => {
    if (!loggedIn) {
      navigate(`${SHELL_PATHS.login}?next=${encodeURIComponent(pathname)}`);
      return;
    }
    if (state === 'following' && onFollowingClick) {
      onFollowingClick();
      return;
    }
    if (state === 'following' && user.is_private) {
      setConfirming(true);
      return;
    }
    if (!primary) {
      void unfollow();
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
    <>
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size={compact ? 'small' : 'medium'}
        onClick={handleClick}
        // Not `busy`: the new label shows at once (optimistic), the button only waits.
        disabled={updating}
        aria-busy={updating || undefined}
        data-testid="follow-button"
        data-state={state}
      >
        {t(LABELS[state])}
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
