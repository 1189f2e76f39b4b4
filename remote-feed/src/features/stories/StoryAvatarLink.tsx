import { Link, useLocation } from 'react-router';
import { useSession } from 'shared-client';
import { avatarClickTarget, StoryRing, type StoryRingLook } from 'shared-client/stories';
import { MEDIA_QUERIES, useMediaQuery } from 'shared-ui';
import { useStoriesTranslation } from './messages';
import { ringLabelKey } from './ring-label';
import { PlainAvatarLink, type RingedAvatarProps } from './RingedAvatarLink';
import type { StoriesOpenedFrom } from './StoriesTray';

/**
 * An avatar in its story ring, going where the avatar-click rule says
 * (docs/behaviour/stories.md#avatar-clicks), named by its account and ring state.
 */
export default function StoryAvatarLink(props: RingedAvatarProps & { ring: StoryRingLook }) {
  const { user, size, className, ring } = props;
  const t = useStoriesTranslation();
  const session = useSession();
  const location = useLocation();
  const smallScreen = useMediaQuery(MEDIA_QUERIES.phone);
  const target = avatarClickTarget({ username: user.username, ring, loggedIn: session.viewer !== null, smallScreen });
  // The app offer on phones has no sheet yet: the avatar stays the profile's picture.
  if (target.kind === 'profile' || target.kind === 'app-upsell') return <PlainAvatarLink {...props} />;
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
