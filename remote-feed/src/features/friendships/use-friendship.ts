import { useSyncExternalStore } from 'react';
import { friendshipStore, type KnownFriendship } from './friendship-store';

/** What the feed knows of the viewer's relationship with a user, re-rendering on change. */
export function useFriendship(userId: string): KnownFriendship {
  useSyncExternalStore(friendshipStore.subscribe, friendshipStore.getVersion, friendshipStore.getVersion);
  return friendshipStore.get(userId);
}
