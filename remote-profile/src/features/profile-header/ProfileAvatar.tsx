import { type Profile } from 'shared-contracts';
import { Avatar } from 'shared-contracts/ui';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './ProfileAvatar.module.css';

/** The ring around a profile picture (docs/behaviour/profiles.md#header), as far as the profile tells it. */
export type AvatarRing = 'none' | 'unseen' | 'live';

/** Live wins over a story; a story is a ring when the user has a recent reel. */
export function avatarRing(profile: Pick<Profile, 'live_broadcast_id' | 'latest_reel_media'>): AvatarRing {
  if (profile.live_broadcast_id) return 'live';
  return (profile.latest_reel_media ?? 0) > 0 ? 'unseen' : 'none';
}

/** The profile picture at the header's size, with the story ring or the live ring and its label. */
export function ProfileAvatar({ profile, size }: { profile: Profile; size: number }) {
  const t = useProfileTranslation();
  const ring = avatarRing(profile);
  return (
    <div
      className={ring === 'none' ? styles.frame : `${styles.frame} ${styles[ring]}`}
      style={{ width: size + 12, height: size + 12 }}
      data-testid="profile-avatar"
      data-ring={ring}
    >
      <Avatar
        src={profile.hd_profile_pic_url_info.url || profile.profile_pic_url}
        size={size}
        alt={t('profile.avatarAlt', { username: profile.username })}
        eager
      />
      {ring === 'live' && <span className={styles.liveLabel}>{t('profile.live')}</span>}
    </div>
  );
}
