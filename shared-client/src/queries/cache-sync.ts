import type { QueryClient } from '@tanstack/react-query';
import { feedMembership, type AppEventName, type AppEvents, type FeedVariant } from 'shared-contracts';
import { type EventBus } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';
import { invalidateCollections } from './collections.js';
import { applyCommentCount, applyLikeState, applySaveState } from './engagement.js';
import { markFeedsStale, prependNewPost, removeAuthorFromFeeds } from './feed.js';
import { setFriendshipStatus } from './friendships.js';
import { invalidateProfilesOf, profileKeys } from './profile.js';
import { invalidateProfilePosts } from './profile-posts.js';
import { removeDeletedPost } from './post-delete.js';
import { applyEditedPost } from './post-edit.js';

const HOME_FEEDS: readonly FeedVariant[] = ['home', 'following', 'favorites'];

/**
 * Keeps the cache in step with what the remotes announce on the bus, whoever announced it: a new
 * viewer drops everything; a relationship change moves the author's posts in or out of the home
 * feeds and refreshes their profile; likes, saves and comment counts reach every cached copy of a
 * post; a new post goes first in the feeds, an edited one shows its edit everywhere, a deleted one leaves every
 * view. Returns the function that stops it.
 */
export function syncCacheWithBus(client: QueryClient, bus: EventBus): () => void {
  const stops: Array<() => void> = [];
  function on<K extends AppEventName>(type: K, handler: (payload: AppEvents[K]) => void): void {
    bus.on(type, handler);
    stops.push(() => bus.off(type, handler));
  }

  // Undefined until the session is known: learning it at start-up is not a change of viewer.
  const session = sessionStore.getState();
  let viewerPk: string | null | undefined = session.status === 'unknown' ? undefined : (session.viewer?.pk ?? null);
  on('session-changed', ({ viewer }) => {
    const next = viewer?.pk ?? null;
    // The first announcement (start-up) only says who is there; anything cached before a change of
    // viewer was seen through someone else's eyes.
    // Shown queries start again (and refetch); the others are dropped.
    if (viewerPk !== undefined && viewerPk !== next) {
      client.removeQueries({ type: 'inactive' });
      void client.resetQueries();
    }
    viewerPk = next;
  });

  // A few texts come written by the server in the language asked for (a suggestion's "Followed
  // by…"): after a switch, what is cached is refetched in the new one (docs/calls.md#how-every-call-is-made).
  on('locale-changed', () => void client.invalidateQueries());

  // The viewer's own profile (its counts) is read again on its next showing.
  const refreshViewerProfile = (): void => {
    if (viewerPk) void invalidateProfilesOf(client, viewerPk);
  };

  on('friendship-changed', ({ userId, friendshipStatus }) => {
    setFriendshipStatus(client, userId, friendshipStatus);
    const membership = feedMembership(friendshipStatus);
    if (!membership.home) removeAuthorFromFeeds(client, userId, HOME_FEEDS);
    else {
      if (!membership.favorites) removeAuthorFromFeeds(client, userId, ['favorites']);
      markFeedsStale(client, membership.favorites ? HOME_FEEDS : ['home', 'following']);
    }
    // After a block the profile shows what a blocker sees once the dialog is closed.
    if (!friendshipStatus.blocking) void invalidateProfilesOf(client, userId);
    // The viewer's following count changed with it: their own profile is another screen.
    refreshViewerProfile();
  });

  on('mute-changed', ({ userId, posts }) => {
    if (posts) removeAuthorFromFeeds(client, userId, HOME_FEEDS);
    else markFeedsStale(client, HOME_FEEDS);
  });

  on('block-changed', ({ userId, blocking }) => {
    if (blocking) removeAuthorFromFeeds(client, userId, HOME_FEEDS);
  });

  on('media-like-changed', ({ mediaId, hasLiked, likeCount }) =>
    applyLikeState(client, mediaId, { hasLiked, likeCount }),
  );
  on('media-save-changed', ({ mediaId, saved, collectionIds }) => {
    applySaveState(client, mediaId, { saved, collectionIds });
    invalidateCollections(client);
  });
  on('comment-added', ({ mediaId, commentCount }) => applyCommentCount(client, mediaId, commentCount));

  on('post-created', ({ media }) => {
    // A video still processing is in no feed, the author's own included: it shows on their
    // profile grid with its progress until ready (docs/behaviour/media.md#video-processing).
    if (!media.video_processing) prependNewPost(client, media);
    void invalidateProfilesOf(client, media.user.pk);
    void invalidateProfilePosts(client, media.user.pk);
  });

  on('post-deleted', (deleted) => removeDeletedPost(client, deleted));
  on('post-edited', ({ media }) => applyEditedPost(client, media));

  on('follower-removed', refreshViewerProfile);
  on('follow-request-resolved', refreshViewerProfile);
  on('profile-edited', () => void client.invalidateQueries({ queryKey: profileKeys.all }));
  on('profile-picture-changed', () => void client.invalidateQueries({ queryKey: profileKeys.all }));

  return () => stops.forEach((stop) => stop());
}
