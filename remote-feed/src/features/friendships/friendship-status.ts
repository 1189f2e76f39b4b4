import type { FriendshipResult, FriendshipStatus } from 'shared-contracts';

/**
 * The full status announced on the bus after a follow or unfollow: the mutation answers four
 * fields (spec 7); the rest come from what was known, or are the neutral defaults.
 */
export function statusAfterMutation(
  answer: FriendshipResult['friendship_status'],
  known: Partial<FriendshipStatus> = {},
): FriendshipStatus {
  return {
    blocking: known.blocking ?? false,
    muting: known.muting ?? false,
    incoming_request: known.incoming_request ?? false,
    is_restricted: known.is_restricted ?? false,
    subscribed: known.subscribed ?? false,
    // Favourites are a subset of followed accounts.
    is_feed_favorite: answer.following ? (known.is_feed_favorite ?? false) : false,
    following: answer.following,
    outgoing_request: answer.outgoing_request,
    followed_by: answer.followed_by,
    is_bestie: answer.is_bestie,
    is_viewer_unconnected: !answer.following && !answer.followed_by && !answer.outgoing_request,
  };
}
