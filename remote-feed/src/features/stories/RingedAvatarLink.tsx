import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from 'shared-client';
import { useAuthorRing } from './author-ring';

// The ring and the avatar-click rule come with the stories entry: only loaded once a ring shows,
// so a post page without the tray downloads neither. It shares the tray's chunk (HomeFeedScreen).
const StoryAvatarLink = lazy(() => import(/* webpackChunkName: "stories-tray" */ './StoryAvatarLink'));

/** What both avatar links need. */
export interface RingedAvatarProps {
  user: { pk: string; username: string; profile_pic_url: string };
  size: number;
  className?: string;
  profileHref: string;
}

/** The avatar as the profile link's decorative twin (the username beside it is the link read out). */
export function PlainAvatarLink({ user, size, className, profileHref }: RingedAvatarProps) {
  return (
    <Link to={profileHref} className={className} tabIndex={-1} aria-hidden="true">
      <Avatar src={user.profile_pic_url} size={size} />
    </Link>
  );
}

/**
 * An author's avatar in a post header: plain without a story; with one, in its ring and following
 * the avatar-click rule (docs/behaviour/stories.md#avatar-clicks).
 */
export function RingedAvatarLink(props: RingedAvatarProps) {
  const ring = useAuthorRing(props.user.pk);
  if (ring === 'none') return <PlainAvatarLink {...props} />;
  return (
    <Suspense fallback={<PlainAvatarLink {...props} />}>
      <StoryAvatarLink {...props} ring={ring} />
    </Suspense>
  );
}
