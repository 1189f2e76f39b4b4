import { Link } from 'react-router';
import {
  dismissSuggestedUser,
  profilePath,
  requestToast,
  truncateUsername,
  type SuggestedUser,
} from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
import { useFeedTranslation } from '../../i18n/messages';
import { friendshipStore } from '../friendships/friendship-store';
import { useFriendship } from '../friendships/use-friendship';
import { CloseIcon } from '../icons/icons';
import { FEED_CONTAINER_MODULE } from '../friendships/container-module';
import { dismissedSuggestions } from './dismissed-suggestions';
import * as styles from './SuggestedUsers.module.css';

/** Which label the follow button shows for what is known of the relationship. */
export function followButtonState(status: { following?: boolean; outgoing_request?: boolean } | null) {
  if (status?.following) return 'following' as const;
  if (status?.outgoing_request) return 'requested' as const;
  return 'follow' as const;
}

/**
 * One suggested account: avatar, name, why it is suggested, follow (or unfollow once followed)
 * and dismiss. The state follows `friendship-changed`, so a follow elsewhere shows here too.
 */
export function SuggestedUserCard({ suggestion }: { suggestion: SuggestedUser }) {
  const t = useFeedTranslation();
  const { user } = suggestion;
  const friendship = useFriendship(user.pk);
  const state = followButtonState(friendship.status);

  const handleFollow = async (): Promise<void> => {
    if (state === 'follow') {
      try {
        await friendshipStore.follow(user.pk, FEED_CONTAINER_MODULE);
      } catch {
        requestToast({ message: t('suggested.followFailed', { username: user.username }) });
      }
    } else {
      await friendshipStore.unfollow(user.pk, FEED_CONTAINER_MODULE);
    }
  };

  const handleDismiss = (): void => {
    dismissedSuggestions.add(user.pk);
    // The server remembers it too; if that fails the session's memory still hides it.
    void dismissSuggestedUser(user.pk).catch(() => undefined);
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
      <button
        type="button"
        className={state === 'follow' ? styles.follow : styles.following}
        onClick={() => void handleFollow()}
        disabled={friendship.updating}
        aria-busy={friendship.updating}
      >
        {t(`suggested.${state}`)}
      </button>
    </li>
  );
}
