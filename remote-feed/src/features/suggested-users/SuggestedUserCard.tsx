import { Link } from 'react-router';
import { followButtonState, profilePath, requestToast, truncateUsername, type SuggestedUser } from 'shared-contracts';
import { useDismissSuggestionMutation, useFollowActions, useFriendshipStatus } from 'shared-contracts/queries';
import { Avatar, Button, CloseIcon, VerifiedBadge } from 'shared-contracts/ui';
import { useFeedTranslation } from '../../i18n/messages';
import { FEED_CONTAINER_MODULE } from '../friendships/container-module';
import { dismissedSuggestions } from './dismissed-suggestions';
import * as styles from './SuggestedUsers.module.css';

const FOLLOW_LABELS = {
  follow: 'suggested.follow',
  'follow-back': 'suggested.followBack',
  following: 'suggested.following',
  requested: 'suggested.requested',
} as const;

/**
 * One suggested account: avatar, name, why it is suggested, follow (or unfollow once followed)
 * and dismiss. The button reads the viewer's relationship from the one friendship cache, so a
 * follow made anywhere else (a profile, another card) shows here at once.
 */
export function SuggestedUserCard({ suggestion }: { suggestion: SuggestedUser }) {
  const t = useFeedTranslation();
  const { user } = suggestion;
  const { status, updating } = useFriendshipStatus(user.pk);
  const { follow, unfollow } = useFollowActions(user, FEED_CONTAINER_MODULE);
  const { mutate: dismiss } = useDismissSuggestionMutation();
  const state = status ? followButtonState(status) : 'follow';
  const offersFollow = state === 'follow' || state === 'follow-back';

  const handleFollow = async (): Promise<void> => {
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

  const handleDismiss = (): void => {
    dismissedSuggestions.add(user.pk);
    // The server remembers it too; if that fails the session's memory still hides it.
    dismiss(user.pk);
  };

  return (
    <li className={styles.card} data-testid="suggested-user" data-user-pk={user.pk}>
      <button
        type="button"
        className={styles.dismiss}
        onClick={handleDismiss}
        aria-label={t('suggested.dismiss', { username: user.username })}
      >
        <CloseIcon size={16} />
      </button>
      <Link to={profilePath(user.username)} className={styles.profile}>
        <Avatar src={user.profile_pic_url} size={54} />
        <span className={styles.username}>
          {truncateUsername(user.username)}
          {user.is_verified && <VerifiedBadge label={t('post.verified')} />}
        </span>
      </Link>
      <span className={styles.context}>{suggestion.social_context || user.full_name}</span>
      {/* Disabled while a change is under way, the new state already shown (not a spinner). */}
      <Button
        variant={offersFollow ? 'primary' : 'secondary'}
        fullWidth
        onClick={() => void handleFollow()}
        disabled={updating}
        aria-busy={updating}
      >
        {t(FOLLOW_LABELS[state])}
      </Button>
    </li>
  );
}
