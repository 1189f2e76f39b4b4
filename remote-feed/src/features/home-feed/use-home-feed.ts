import { useEffect, useSyncExternalStore } from 'react';
import { eventBus, type FeedVariant } from 'shared-contracts';
import { FeedStore, type FeedState } from './feed-store';

const stores = new Map<FeedVariant, FeedStore>();

function storeFor(variant: FeedVariant): FeedStore {
  let store = stores.get(variant);
  if (!store) {
    store = new FeedStore(variant);
    stores.set(variant, store);
  }
  return store;
}

// A new post goes first in every loaded feed; a new viewer invalidates all of them.
eventBus.on('post-created', ({ media }) => stores.forEach((store) => store.prepend(media)));
eventBus.on('session-changed', () => stores.forEach((store) => store.reset()));

/** The home feed of a variant and the function that loads its next page. */
export function useHomeFeed(variant: FeedVariant): FeedState & { loadMore: () => void } {
  const store = storeFor(variant);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (store.getState().items.length === 0) void store.loadMore();
  }, [store]);
  return { ...state, loadMore: () => void store.loadMore() };
}
