import { canViewProfileContent, type FriendshipStatus, type Profile } from 'shared-contracts';
import { useFriendshipStatus } from 'shared-client/queries';

/**
 * What a profile shows below its header: 'blocked' (the viewer blocked this user: the header with
 * Unblock, nothing else, nothing asked), 'hidden' (private to the viewer: the private notice), or
 * 'visible' (tabs and posts).
 */
export type ProfileContent = 'blocked' | 'hidden' | 'visible';

/**
 * Decides from the viewer's current relationship (`status`, which a block or an unblock changes at
 * once) and the profile as fetched. The server's `can_view_content` wins while the relationship is
 * the one it was computed for; after an unblock, until the profile is read again, the visibility
 * rule (docs/behaviour/relationships.md#profile-visibility) stands in. The server still has the
 * last word on the posts (403).
 */
export function profileContent(profile: Profile, status: FriendshipStatus | null): ProfileContent {
  const current = status ?? profile.friendship_status;
  if (current?.blocking) return 'blocked';
  if (profile.can_view_content !== undefined && !(profile.friendship_status?.blocking ?? false)) {
    return profile.can_view_content ? 'visible' : 'hidden';
  }
  const visible = canViewProfileContent({
    isPrivate: profile.is_private,
    viewerIsOwner: profile.is_viewer,
    viewerFollows: current?.following ?? false,
    blockedEitherWay: false,
  });
  return visible ? 'visible' : 'hidden';
}

/** What a profile shows below its header, following the viewer's relationship as it changes. */
export function useProfileContent(profile: Profile): ProfileContent {
  const { status } = useFriendshipStatus(profile.id, profile.friendship_status);
  return profileContent(profile, status);
}
