import type { FriendshipStatus } from '../schemas/types.js';

// The viewer's relationship with another user, as pure rules: the server builds statuses with
// them, and the clients use the same ones for optimistic updates, so both always agree.
// Behaviour: docs/behaviour/relationships.md.

/** The status towards a stranger: nothing set. */
export const NO_FRIENDSHIP: Readonly<FriendshipStatus> = Object.freeze({
  following: false,
  followed_by: false,
  blocking: false,
  muting: false,
  outgoing_request: false,
  incoming_request: false,
  is_restricted: false,
  is_bestie: false,
  is_feed_favorite: false,
  subscribed: false,
  is_viewer_unconnected: true,
});

/** The stored facts a status is made of (one row each in follows, requests, mutes, blocks...). */
export interface FriendshipFacts {
  following: boolean;
  followedBy: boolean;
  /** Flags stored on the viewer's follow; they mean nothing without it. */
  feedFavorite: boolean;
  bestie: boolean;
  outgoingRequest: boolean;
  incomingRequest: boolean;
  muting: boolean;
  blocking: boolean;
  restricted: boolean;
}

/** The facts of a stranger: nothing stored between the two. */
export const NO_FRIENDSHIP_FACTS: Readonly<FriendshipFacts> = Object.freeze({
  following: false,
  followedBy: false,
  feedFavorite: false,
  bestie: false,
  outgoingRequest: false,
  incomingRequest: false,
  muting: false,
  blocking: false,
  restricted: false,
});

/**
 * Unconnected: neither follows the other and no follow request is pending either way.
 */
export function isUnconnected(
  status: Pick<FriendshipStatus, 'following' | 'followed_by' | 'outgoing_request' | 'incoming_request'>,
): boolean {
  return !status.following && !status.followed_by && !status.outgoing_request && !status.incoming_request;
}

/**
 * Builds a status from stored facts, keeping its invariants: favourites and close friends are
 * subsets of the accounts followed, and a follow and a request to the same account never coexist.
 */
export function friendshipFromFacts(facts: FriendshipFacts): FriendshipStatus {
  const status: FriendshipStatus = {
    following: facts.following,
    followed_by: facts.followedBy,
    blocking: facts.blocking,
    muting: facts.muting,
    outgoing_request: facts.outgoingRequest && !facts.following,
    incoming_request: facts.incomingRequest && !facts.followedBy,
    is_restricted: facts.restricted,
    is_bestie: facts.following && facts.bestie,
    is_feed_favorite: facts.following && facts.feedFavorite,
    subscribed: false,
    is_viewer_unconnected: false,
  };
  status.is_viewer_unconnected = isUnconnected(status);
  return status;
}

/** What the follow and unfollow mutations answer about the relationship (four fields). */
export type FollowAnswer = Pick<FriendshipStatus, 'following' | 'outgoing_request' | 'followed_by' | 'is_bestie'>;

/**
 * The full status after a follow or unfollow: the answer's four fields over what was known, the
 * favourite flag dropped with the follow, and the connection recomputed.
 */
export function statusAfterFollowAnswer(
  known: Partial<FriendshipStatus> | null | undefined,
  answer: FollowAnswer,
): FriendshipStatus {
  const next: FriendshipStatus = {
    ...NO_FRIENDSHIP,
    ...known,
    ...answer,
    is_feed_favorite: answer.following ? (known?.is_feed_favorite ?? false) : false,
    is_bestie: answer.following ? answer.is_bestie : false,
  };
  next.is_viewer_unconnected = isUnconnected(next);
  return next;
}

/**
 * What a follow (or unfollow) looks like before the server answers: a private account gets a
 * request instead of a follow.
 */
export function optimisticFollowStatus(
  known: Partial<FriendshipStatus> | null | undefined,
  { follow, isPrivate }: { follow: boolean; isPrivate: boolean },
): FriendshipStatus {
  const current = { ...NO_FRIENDSHIP, ...known };
  return statusAfterFollowAnswer(current, {
    following: follow && !isPrivate,
    outgoing_request: follow && isPrivate,
    followed_by: current.followed_by,
    is_bestie: follow ? current.is_bestie : false,
  });
}

/**
 * What a block does to the relationship: follows and requests go both ways (with the favourite and
 * close-friend flags); a mute or a restrict stays.
 */
export function statusAfterBlock(known: Partial<FriendshipStatus> | null | undefined): FriendshipStatus {
  return friendshipFromFacts({
    ...NO_FRIENDSHIP_FACTS,
    muting: known?.muting ?? false,
    blocking: true,
    restricted: known?.is_restricted ?? false,
  });
}

/** What the follow button offers. */
export type FollowButtonState = 'follow' | 'follow-back' | 'following' | 'requested';

/** Following wins; a pending request reads "Requested"; a follower not followed back, "Follow back". */
export function followButtonState(
  status: Pick<FriendshipStatus, 'following' | 'outgoing_request' | 'followed_by'>,
): FollowButtonState {
  if (status.following) return 'following';
  if (status.outgoing_request) return 'requested';
  return status.followed_by ? 'follow-back' : 'follow';
}

/** The home feeds a user's posts belong in, given the viewer's relationship with them. */
interface FeedMembership {
  /** The home and following feeds: accounts followed, whose posts are not muted, not blocked. */
  home: boolean;
  /** The favourites feed: the same, and marked as a favourite. */
  favorites: boolean;
}

/**
 * Which home feeds may show a user's posts. `muting` in a status also covers a story-only mute, so
 * whether the posts are muted is asked separately (a mute's own answer says).
 */
export function feedMembership(
  status: Pick<FriendshipStatus, 'following' | 'blocking' | 'is_feed_favorite'>,
  postsMuted = false,
): FeedMembership {
  const home = status.following && !status.blocking && !postsMuted;
  return { home, favorites: home && status.is_feed_favorite };
}
