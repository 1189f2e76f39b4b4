import { Link } from 'react-router';
import { profilePath } from 'shared-contracts';
import { useSession, type FollowListUser } from 'shared-client';
import { PersonRow } from 'shared-client/people';
import { FeedFollowButton } from '../friendships/FeedFollowButton';

/** One liker: the kit's person row, with a follow button (not for the viewer). */
export function LikerRow({ user, onNavigate }: { user: FollowListUser; onNavigate: () => void }) {
  const session = useSession();
  const isViewer = session.viewer?.pk === user.pk;
  return (
    <PersonRow
      user={user}
      testId="liker-row"
      renderLink={({ className, children }) => (
        <Link to={profilePath(user.username)} className={className} onClick={onNavigate}>
          {children}
        </Link>
      )}
      trailing={
        session.status === 'authenticated' && !isViewer ? (
          <FeedFollowButton user={user} known={user.friendship_status} />
        ) : null
      }
    />
  );
}
