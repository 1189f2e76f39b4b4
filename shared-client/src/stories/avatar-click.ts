import { SHELL_PATHS, profilePath, storyPath } from 'shared-contracts';
import type { StoryRingLook } from './StoryRing.js';

/** Where a press on an avatar goes (docs/behaviour/stories.md#avatar-clicks). */
export type AvatarClickTarget =
  | { kind: 'profile'; href: string }
  | { kind: 'story'; href: string }
  | { kind: 'live'; href: string }
  | { kind: 'login'; href: string }
  | { kind: 'app-upsell' };

/** What the rule looks at. `ring` as drawn ('live' when the account broadcasts now). */
export interface AvatarClickInput {
  username: string;
  ring: StoryRingLook;
  liveBroadcastId?: string | null;
  loggedIn: boolean;
  /** Up to 767 px wide: the phone layout. */
  smallScreen: boolean;
}

/**
 * The avatar-click rule (docs/behaviour/stories.md#avatar-clicks): an avatar without a ring is a
 * link to the profile. With a ring, a visitor on a wide screen goes to log in first; a live
 * broadcast opens the live page on a wide screen and the app offer on a phone; otherwise the
 * account's stories open.
 */
export function avatarClickTarget(input: AvatarClickInput): AvatarClickTarget {
  const { username, ring, liveBroadcastId, loggedIn, smallScreen } = input;
  const live = ring === 'live' && Boolean(liveBroadcastId);
  if (ring === 'none' || (ring === 'live' && !live)) return { kind: 'profile', href: profilePath(username) };
  if (!loggedIn && !smallScreen) {
    // Back at the stories once logged in.
    return { kind: 'login', href: `${SHELL_PATHS.login}?next=${encodeURIComponent(storyPath(username))}` };
  }
  if (live && smallScreen) return { kind: 'app-upsell' };
  if (live) {
    return {
      kind: 'live',
      href: `${profilePath(username)}live/?broadcast_id=${encodeURIComponent(liveBroadcastId ?? '')}`,
    };
  }
  return { kind: 'story', href: storyPath(username) };
}
