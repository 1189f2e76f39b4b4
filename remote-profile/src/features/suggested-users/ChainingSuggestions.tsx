import { Link } from 'react-router';
import { AVATAR_SIZES, profilePath, truncateUsername } from 'shared-contracts';
import { useChainingSuggestionsQuery } from 'shared-client/queries';
import { Avatar } from 'shared-client';
import { CloseIcon, IconButton } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { FollowButton } from '../relationship/FollowButton';
import * as styles from './ChainingSuggestions.module.css';

/**
 * "Suggested for you" after a follow (profile chaining): accounts related to the one just
 * followed, each with a follow button. Shown only when there are some; a failure shows nothing
 * (the suggestions are a bonus, not the page).
 */
export function ChainingSuggestions({ targetId, onClose }: { targetId: string; onClose: () => void }) {
  const t = useProfileTranslation();
  const users = useChainingSuggestionsQuery(targetId).data;

  if (!users || users.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="chaining-title" data-testid="chaining-suggestions">
      <div className={styles.heading}>
        <h2 id="chaining-title" className={styles.title}>
          {t('profile.suggested.title')}
        </h2>
        <IconButton label={t('profile.suggested.close')} onClick={onClose}>
          <CloseIcon size={16} />
        </IconButton>
      </div>
      <ul className={styles.cards}>
        {users.map((user) => (
          <li key={user.pk} className={styles.card}>
            <Avatar
              src={user.profile_pic_url}
              size={AVATAR_SIZES.prism}
              alt={t('profile.avatarAlt', { username: user.username })}
            />
            <Link to={profilePath(user.username)} className={styles.username}>
              {truncateUsername(user.username)}
            </Link>
            <span className={styles.context}>{user.social_context || user.full_name}</span>
            <FollowButton
              user={user}
              known={null}
              followsViewer={user.follows_viewer === true}
              containerModule="profile_chaining"
              compact
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
