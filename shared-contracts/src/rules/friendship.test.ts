import { describe, expect, it } from 'vitest';
import {
  feedMembership,
  followButtonState,
  friendshipFromFacts,
  isUnconnected,
  NO_FRIENDSHIP,
  NO_FRIENDSHIP_FACTS,
  optimisticFollowStatus,
  statusAfterBlock,
  statusAfterFollowAnswer,
  type FriendshipFacts,
} from './friendship.js';

const noFacts: FriendshipFacts = NO_FRIENDSHIP_FACTS;

describe('friendship rules', () => {
  it('builds the stranger status from no facts', () => {
    expect(friendshipFromFacts(noFacts)).toEqual(NO_FRIENDSHIP);
  });

  it('keeps favourites and close friends inside the follow', () => {
    const status = friendshipFromFacts({ ...noFacts, feedFavorite: true, bestie: true });
    expect(status.is_feed_favorite).toBe(false);
    expect(status.is_bestie).toBe(false);
    const followed = friendshipFromFacts({ ...noFacts, following: true, feedFavorite: true, bestie: true });
    expect(followed).toMatchObject({ following: true, is_feed_favorite: true, is_bestie: true });
  });

  it('counts a pending request either way as a connection', () => {
    expect(
      isUnconnected({ following: false, followed_by: false, outgoing_request: true, incoming_request: false }),
    ).toBe(false);
    expect(
      isUnconnected({ following: false, followed_by: false, outgoing_request: false, incoming_request: true }),
    ).toBe(false);
    expect(friendshipFromFacts({ ...noFacts, followedBy: true }).is_viewer_unconnected).toBe(false);
  });

  it('takes a follow answer over what was known and drops the favourite with the follow', () => {
    const known = { ...NO_FRIENDSHIP, following: true, is_feed_favorite: true, muting: true };
    const after = statusAfterFollowAnswer(known, {
      following: false,
      outgoing_request: false,
      followed_by: true,
      is_bestie: false,
    });
    expect(after).toMatchObject({ following: false, is_feed_favorite: false, followed_by: true, muting: true });
    expect(after.is_viewer_unconnected).toBe(false);
  });

  it('shows a request, not a follow, when following a private account optimistically', () => {
    expect(optimisticFollowStatus(null, { follow: true, isPrivate: true })).toMatchObject({
      following: false,
      outgoing_request: true,
    });
    expect(optimisticFollowStatus(null, { follow: true, isPrivate: false })).toMatchObject({
      following: true,
      outgoing_request: false,
    });
    const unfollowed = optimisticFollowStatus(
      { ...NO_FRIENDSHIP, following: true, is_bestie: true },
      { follow: false, isPrivate: false },
    );
    expect(unfollowed).toMatchObject({ following: false, is_bestie: false, is_viewer_unconnected: true });
  });

  it('removes follows and requests both ways on a block, keeping a mute and a restrict', () => {
    const before = { ...NO_FRIENDSHIP, following: true, followed_by: true, muting: true, is_restricted: true };
    expect(statusAfterBlock(before)).toEqual({
      ...NO_FRIENDSHIP,
      blocking: true,
      muting: true,
      is_restricted: true,
    });
  });

  it('labels the follow button', () => {
    expect(followButtonState(NO_FRIENDSHIP)).toBe('follow');
    expect(followButtonState({ ...NO_FRIENDSHIP, followed_by: true })).toBe('follow-back');
    expect(followButtonState({ ...NO_FRIENDSHIP, outgoing_request: true, followed_by: true })).toBe('requested');
    expect(followButtonState({ ...NO_FRIENDSHIP, following: true, outgoing_request: true })).toBe('following');
  });

  it('keeps posts in the home feeds only for followed, unblocked accounts whose posts are not muted', () => {
    const followed = { ...NO_FRIENDSHIP, following: true };
    expect(feedMembership(followed)).toEqual({ home: true, favorites: false });
    expect(feedMembership({ ...followed, is_feed_favorite: true })).toEqual({ home: true, favorites: true });
    expect(feedMembership(followed, true)).toEqual({ home: false, favorites: false });
    expect(feedMembership({ ...followed, blocking: true })).toEqual({ home: false, favorites: false });
    expect(feedMembership(NO_FRIENDSHIP)).toEqual({ home: false, favorites: false });
  });
});
