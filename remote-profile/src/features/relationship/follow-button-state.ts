import type { FriendshipStatus } from 'shared-contracts';

/** What the follow button offers, from the relationship (spec 3 fields). */
export type FollowButtonState = 'follow' | 'follow-back' | 'following' | 'requested';

/** Following wins; a pending request shows "Requested"; a follower not followed back gets "Follow back". */
export function followButtonState(status: FriendshipStatus): FollowButtonState {
  if (status.following) return 'following';
  if (status.outgoing_request) return 'requested';
  return status.followed_by ? 'follow-back' : 'follow';
}
