import { Link, useLocation } from 'react-router';
import { type Profile } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { avatarClickTarget } from 'shared-client/stories';
import { useProfileTranslation } from '../../i18n/messages';
import { useHighlightsTranslation } from '../highlights/messages';
import { ProfileAvatar, useProfileRing } from './ProfileAvatar';
import * as styles from './ProfileHeader.module.css';

/**
 * The header's picture and what pressing it does (docs/behaviour/stories.md#avatar-clicks): with a
 * story or live ring it follows the avatar-click rule (stories, live page, log in); without one
 * the owner changes the picture there and others see a plain picture.
 */
export function ProfileAvatarControl({ profile, size, compact }: { profile: Profile; size: number; compact: boolean }) {
  const t = useProfileTranslation();
  const th = useHighlightsTranslation();
  const session = useSession();
  const location = useLocation();
  const ring = useProfileRing(profile);
  const target = avatarClickTarget({
    username: profile.username,
    ring,
    liveBroadcastId: profile.live_broadcast_id,
    loggedIn: session.viewer !== null,
    smallScreen: compact,
  });
  const avatar = <ProfileAvatar profile={profile} size={size} ring={ring} />;
  if (target.kind === 'story' || target.kind === 'live' || target.kind === 'login') {
    return (
      <Link
        to={target.href}
        state={target.kind === 'story' ? { storiesFrom: `${location.pathname}${location.search}` } : undefined}
        className={styles.avatarButton}
        aria-label={th(ring === 'none' ? 'ring.unseen' : `ring.${ring}`, { username: profile.username })}
        data-testid="profile-avatar-story"
      >
        {avatar}
      </Link>
    );
  }
  if (profile.is_viewer) {
    // The owner's picture changes in remote-create's flow, asked for over the bus.
    return (
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => eventBus.emit('create:open-profile-picture', { userId: profile.id })}
        aria-label={t('profile.edit.photo')}
        data-testid="avatar-change-photo"
      >
        {avatar}
      </button>
    );
  }
  return avatar;
}
