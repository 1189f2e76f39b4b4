/** Facts about a profile and its viewer needed to decide visibility. */
interface ProfileVisibilityInput {
  isPrivate: boolean;
  viewerIsOwner: boolean;
  viewerFollows: boolean;
  blockedEitherWay: boolean;
}

/**
 * A viewer can see a profile's content if it is not private, or the viewer follows it, or is its
 * owner; a block either way hides everything (docs/behaviour/relationships.md#profile-visibility).
 */
export function canViewProfileContent(input: ProfileVisibilityInput): boolean {
  if (input.blockedEitherWay) return false;
  return !input.isPrivate || input.viewerFollows || input.viewerIsOwner;
}
