import { useEffect, useSyncExternalStore } from 'react';
import { eventBus, type FeedVariant } from 'shared-contracts';
import { FeedStore, type FeedState } from './feed-store';

const stores = new Map<FeedVariant, FeedStore>();

/** The store of a variant, created on first use and kept for the page's life. */
export function feedStoreFor(variant: FeedVariant): FeedStore {
  let store = stores.get(variant);
  if (!store) {
    store = new FeedStore(variant);
    stores.set(variant, store);
  }
  return store;
}

// A new post goes first in the viewer's own feeds; a new viewer invalidates all of them.
eventBus.on('post-created', ({ media }) => {
  stores.get('home')?.prepend(media);
  stores.get('following')?.prepend(media);
});
eventBus.on('session-changed', () => stores.forEach((store) => store.reset()));
// A follow or unfollow elsewhere: an unfollowed, muted or blocked author's posts leave the feeds
// at once; a new follow (or favourite) makes the feeds reload on the next fresh visit.
eventBus.on('friendship-changed', ({ userId, friendshipStatus }) => {
  if (!friendshipStatus.following || friendshipStatus.muting || friendshipStatus.blocking) {
    for (const variant of ['home', 'following', 'favorites'] as const) stores.get(variant)?.removeAuthor(userId);
    return;
  }
  if (!friendshipStatus.is_feed_favorite) stores.get('favorites')?.removeAuthor(userId);
  else stores.get('favorites')?.markStale();
  stores.get('home')?.markStale();
  stores.get('following')?.markStale();
});

/** The feed of a variant and its actions; the first page loads on first use. */
export function useHomeFeed(variant: FeedVariant): FeedState & {
  loadMore: () => void;
  checkNewer: () => void;
  showNewer: () => void;
  reload: () => void;
} {
  const store = feedStoreFor(variant);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (store.getState().entries.length === 0) void store.loadMore();
  }, [store]);
  return {
    ...state,
    loadMore: () => void store.loadMore(),
    checkNewer: () => void store.checkNewer(),
    showNewer: () => store.showNewer(),
    reload: () => {
      store.reset();
      void store.loadMore();
    },
  };
}
