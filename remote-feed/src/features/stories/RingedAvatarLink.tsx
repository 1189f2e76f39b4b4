import { Link, useLocation } from 'react-router';
import { useSession } from 'shared-contracts';
import { Avatar, StoryRing, avatarClickTarget } from 'shared-contracts/ui';
import { useStoriesTranslation } from './messages';
import { ringLabelKey } from './ring-label';
import { useAuthorRing } from './author-ring';
import { useSmallScreen } from './use-small-screen';
import type { StoriesOpenedFrom } from './StoriesTray';

/**
 * An author's avatar in a post header. Without a story it is the profile link's decorative twin
 * (the username beside it is the link read out); with a story ring it follows the avatar-click
 * rule (docs/behaviour/stories.md#avatar-clicks) and is named by its account and ring state.
 */
export function RingedAvatarLink({
  user,
  size,
  className,
  profileHref,
}: {
  user: { pk: string; username: string; profile_pic_url: string };
  size: number;
  className?: string;
  profileHref: string;
}) {
  const t = useStoriesTranslation();
  const session = useSession();
  const location = useLocation();
  const smallScreen = useSmallScreen();
  const ring = useAuthorRing(user.pk);
  const target = avatarClickTarget({ username: user.username, ring, loggedIn: session.viewer !== null, smallScreen });
  if (ring === 'none' || target.kind === 'profile' || target.kind === 'app-upsell') {
    return (
      <Link to={profileHref} className={className} tabIndex={-1} aria-hidden="true">
        <Avatar src={user.profile_pic_url} size={size} />
      </Link>
    );
  }
  const from: StoriesOpenedFrom = { storiesFrom: `${location.pathname}${location.search}` };
  return (
    <Link
      to={target.href}
      state={target.kind === 'story' ? from : undefined}
      className={className}
      aria-label={t(ringLabelKey(ring), { username: user.username })}
      data-ring={ring}
      data-testid="post-avatar-story"
    >
      <StoryRing src={user.profile_pic_url} size={size} state={ring} />
    </Link>
  );
}
