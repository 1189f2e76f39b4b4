import { Link } from 'react-router';
import { profilePath, truncateUsername, type SuggestedUser } from 'shared-contracts';
import { useDismissSuggestionMutation } from 'shared-client/queries';
import { Avatar } from 'shared-client';
import { CloseIcon, VerifiedBadge } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { FeedFollowButton } from '../friendships/FeedFollowButton';
import { dismissedSuggestions } from './dismissed-suggestions';
import * as styles from './SuggestedUsers.module.css';

/**
 * One suggested account: avatar, name, why it is suggested, follow (or unfollow once followed)
 * and dismiss. The button reads the viewer's relationship from the one friendship cache, so a
 * follow made anywhere else (a profile, another card) shows here at once.
 */
export function SuggestedUserCard({ suggestion }: { suggestion: SuggestedUser }) {
  const t = useFeedTranslation();
  const { user } = suggestion;
  const { mutate: dismiss } = useDismissSuggestionMutation();

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
      <FeedFollowButton user={user} followsViewer={suggestion.follows_viewer === true} fullWidth />
    </li>
  );
}
