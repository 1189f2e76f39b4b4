import { useState } from 'react';
import { AVATAR_SIZES, truncateUsername, type Profile } from 'shared-contracts';
import { Button, MEDIA_QUERIES, useMediaQuery, VerifiedBadge } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { useProfileContent } from '../profile-page/profile-content';
import { ProfileStats } from './ProfileStats';
import { ProfileBio } from './ProfileBio';
import { ProfileAvatarControl } from './ProfileAvatarControl';
import { ProfileActions, type HeaderDialog } from './ProfileActions';
import { ProfileDialogs } from './ProfileDialogs';
import { SisterAppBadge } from './SisterAppBadge';
import * as styles from './ProfileHeader.module.css';

/**
 * The top of a profile: picture (150 px, 77 px below 768 px) with its story or live ring,
 * username with verified badge and the action buttons, counts, then name, category, biography,
 * link and the sister-app badge. Desktop puts the picture left of everything; below 768 px the
 * picture sits beside the username, the bio follows, and the counts become a strip.
 */
export function ProfileHeader({
  profile,
  onFollowed = () => undefined,
  onEdited = () => undefined,
}: {
  profile: Profile;
  onFollowed?: () => void;
  onEdited?: (user: Profile) => void;
}) {
  const t = useProfileTranslation();
  const compact = useMediaQuery(MEDIA_QUERIES.phone);
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const content = useProfileContent(profile);
  const avatarSize = compact ? AVATAR_SIZES.profileSmall : AVATAR_SIZES.large;
  const pendingRequests = profile.is_viewer ? (profile.pending_follow_request_count ?? 0) : 0;
  return (
    <header className={styles.header} data-testid="profile-header">
      <div className={styles.avatar}>
        <ProfileAvatarControl profile={profile} size={avatarSize} compact={compact} />
      </div>
      <div className={styles.title}>
        <h1 className={styles.username} title={profile.username}>
          {truncateUsername(profile.username)}
        </h1>
        {profile.is_verified && <VerifiedBadge label={t('profile.verified')} size={18} />}
        <ProfileActions profile={profile} content={content} onOpen={setDialog} onFollowed={onFollowed} />
      </div>
      <ProfileStats
        profile={profile}
        className={styles.stats}
        onOpenList={content === 'visible' ? setDialog : undefined}
      />
      <div className={styles.bio}>
        <ProfileBio profile={profile} />
        <SisterAppBadge profile={profile} />
        {pendingRequests > 0 && (
          <Button
            variant="secondary"
            size="small"
            className={styles.requests}
            onClick={() => setDialog('requests')}
            data-testid="open-requests"
          >
            {t('profile.requests.button', { count: pendingRequests })}
          </Button>
        )}
      </div>
      <ProfileDialogs
        profile={profile}
        dialog={dialog}
        onChange={setDialog}
        onEdited={(user) => {
          setDialog(null);
          onEdited(user);
        }}
      />
    </header>
  );
}

/** The header's shape while the profile loads: same grid, same avatar size, grey bars. */
export function ProfileHeaderSkeleton() {
  const t = useProfileTranslation();
  const compact = useMediaQuery(MEDIA_QUERIES.phone);
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
