import { Link } from 'react-router';
import { AVATAR_SIZES, profilePath, truncateUsername, useSession, type FollowListUser } from 'shared-contracts';
import { Avatar, VerifiedBadge } from 'shared-contracts/ui';
import { useFeedTranslation } from '../../i18n/messages';
import { FeedFollowButton } from '../friendships/FeedFollowButton';
import * as styles from './LikersDialog.module.css';

/** One liker: picture, username (a link to the profile), full name, and a follow button (not for the viewer). */
export function LikerRow({ user, onNavigate }: { user: FollowListUser; onNavigate: () => void }) {
  const t = useFeedTranslation();
  const session = useSession();
  const isViewer = session.viewer?.pk === user.pk;
  return (
    <li className={styles.row} data-testid="liker-row" data-username={user.username}>
      <Avatar src={user.profile_pic_url} size={AVATAR_SIZES.search} />
      <span className={styles.names}>
        <span className={styles.usernameLine}>
          <Link to={profilePath(user.username)} className={styles.username} onClick={onNavigate}>
            {truncateUsername(user.username)}
          </Link>
          {user.is_verified && <VerifiedBadge label={t('post.verified')} size={12} />}
        </span>
        {user.full_name && <span className={styles.fullName}>{user.full_name}</span>}
      </span>
      {session.status === 'authenticated' && !isViewer && (
        <FeedFollowButton user={user} known={user.friendship_status} />
      )}
    </li>
  );
}
