import { useNavigate } from 'react-router';
import { requestToast, SHELL_PATHS, useSession } from 'shared-contracts';
import { useProfileTranslation, type ProfileMessageKey } from '../../i18n/messages';
import { followButtonState, type FollowButtonState } from './follow-button-state';
import { relationshipStore } from './relationship-store';
import { useRelationship } from './use-relationship';
import type { FriendshipStatus } from 'shared-contracts';
import * as styles from './Buttons.module.css';

const LABELS: Record<FollowButtonState, ProfileMessageKey> = {
  follow: 'profile.follow',
  'follow-back': 'profile.followBack',
  following: 'profile.following',
  requested: 'profile.requested',
};

/**
 * Follow, Follow back, Following or Requested. Following and Requested undo on click (unfollow,
 * withdraw the request). A failed follow shows its description; a failed unfollow is silent
 * (spec 8). Logged-out visitors go to the login page.
 */
export function FollowButton({
  userId,
  username,
  known,
  containerModule,
  onFollowed,
  compact = false,
}: {
  userId: string;
  username: string;
  known: FriendshipStatus | null;
  containerModule: string;
  onFollowed?: () => void;
  compact?: boolean;
}) {
  const t = useProfileTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession().status === 'authenticated';
  const entry = useRelationship(userId, username, known);
  const state = followButtonState(entry.friendship_status);
  const primary = state === 'follow' || state === 'follow-back';

  const handleClick = (): void => {
    if (!loggedIn) {
      navigate(`${SHELL_PATHS.login}?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    if (primary) {
      relationshipStore.follow(userId, containerModule).then(
        () => onFollowed?.(),
        // Spec 8: the follow rejects with the error's description, which the toast shows.
        (error: unknown) =>
          requestToast({
            message:
              error instanceof Error && error.message
                ? t('profile.followFailed', { description: error.message })
                : t('profile.genericError'),
          }),
      );
    } else {
      void relationshipStore.unfollow(userId, containerModule);
    }
  };

  return (
    <button
      type="button"
      className={`${primary ? styles.primary : styles.secondary} ${compact ? styles.compact : ''}`}
      onClick={handleClick}
      disabled={entry.is_updating_friendship_status}
      aria-busy={entry.is_updating_friendship_status}
      data-testid="follow-button"
      data-state={state}
    >
      {t(LABELS[state])}
    </button>
  );
}
