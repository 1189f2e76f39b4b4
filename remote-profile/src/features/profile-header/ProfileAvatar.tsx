import { useSession } from 'shared-client';
import type { Profile } from 'shared-contracts';
import { StoryRing, storyRingState, useUserStoryQuery, type StoryRingLook } from 'shared-client/stories';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfileAvatar.module.css';

/** Live wins over a story; a story is a ring when the user has a recent reel. */
export function avatarRing(profile: Pick<Profile, 'live_broadcast_id' | 'latest_reel_media'>): StoryRingLook {
  if (profile.live_broadcast_id) return 'live';
  return (profile.latest_reel_media ?? 0) > 0 ? 'unseen' : 'none';
}

/**
 * The ring round a profile picture (docs/behaviour/profiles.md#header): live first, then the
 * account's current reel as the server tells a logged-in viewer (unseen, seen, close friends),
 * else what the profile itself says.
 */
export function useProfileRing(profile: Profile): StoryRingLook {
  const session = useSession();
  const live = avatarRing(profile) === 'live';
  const story = useUserStoryQuery(profile.username, { enabled: session.viewer !== null && !live });
  if (live) return 'live';
  if (story.data !== undefined) return storyRingState(story.data);
  return avatarRing(profile);
}

/** The profile picture at the header's size in its story or live ring, with the LIVE label. */
export function ProfileAvatar({ profile, size, ring }: { profile: Profile; size: number; ring: StoryRingLook }) {
  const t = useProfileTranslation();
  return (
    <span className={styles.frame} data-testid="profile-avatar" data-ring={ring}>
      <StoryRing
        src={profile.hd_profile_pic_url_info.url || profile.profile_pic_url}
        size={size}
        state={ring}
        alt={t('profile.avatarAlt', { username: profile.username })}
        eager
      >
        {ring === 'live' && <span className={styles.liveLabel}>{t('profile.live')}</span>}
      </StoryRing>
    </span>
  );
}
