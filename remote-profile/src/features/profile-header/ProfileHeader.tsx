import { apiClient, Avatar, AVATAR_SIZES, truncateUsername, VerifiedBadge, type Profile } from 'shared-contracts';
import { useProfileTranslation } from '../../i18n/messages';
import { ProfileStats } from './ProfileStats';
import { ProfileBio } from './ProfileBio';
import { useCompactLayout } from './use-compact-layout';
import * as styles from './ProfileHeader.module.css';

/**
 * The top of a profile: picture, username with verified badge, counts, then name, category,
 * biography and link. Desktop puts the picture left of everything; below 768 px the picture sits
 * beside the username, the bio follows, and the counts become a strip (see the CSS grid areas).
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const t = useProfileTranslation();
  const compact = useCompactLayout();
  const avatarSize = compact ? AVATAR_SIZES.profileSmall : AVATAR_SIZES.large;
  return (
    <header className={styles.header} data-testid="profile-header">
      <div className={styles.avatar}>
        <Avatar
          src={apiClient.resolveUrl(profile.hd_profile_pic_url_info.url || profile.profile_pic_url)}
          size={avatarSize}
          alt={t('profile.avatarAlt', { username: profile.username })}
        />
      </div>
      <div className={styles.title}>
        <h1 className={styles.username} title={profile.username}>
          {truncateUsername(profile.username)}
        </h1>
        {profile.is_verified && <VerifiedBadge label={t('profile.verified')} size={18} />}
      </div>
      <ProfileStats profile={profile} className={styles.stats} />
      <ProfileBio profile={profile} className={styles.bio} />
    </header>
  );
}

/** The header's shape while the profile loads: same grid, same avatar size, grey bars. */
export function ProfileHeaderSkeleton() {
  const t = useProfileTranslation();
  const compact = useCompactLayout();
  const avatarSize = compact ? AVATAR_SIZES.profileSmall : AVATAR_SIZES.large;
  return (
    <div
      className={styles.header}
      role="status"
      aria-label={t('profile.loading')}
      data-testid="profile-header-skeleton"
    >
      <div className={styles.avatar}>
        <div className={styles.skeletonCircle} style={{ width: avatarSize, height: avatarSize }} />
      </div>
      <div className={styles.title}>
        <div className={styles.skeletonUsername} />
      </div>
      <div className={styles.stats}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonStat} />
        ))}
      </div>
      <div className={styles.bio}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLineLong} />
      </div>
    </div>
  );
}
