import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FriendshipStatus } from 'shared-contracts';
import { NO_FRIENDSHIP, relationshipStore, type RelationshipEntry } from './relationship-store';

/**
 * The viewer's relationship with a user as the store knows it, seeded from what a profile or list
 * answer said; re-renders on every change, wherever it was made.
 */
export function useRelationship(userId: string, username: string, known: FriendshipStatus | null): RelationshipEntry {
  useEffect(() => {
    relationshipStore.learn(userId, username, known);
  }, [userId, username, known]);
  const get = useCallback(() => relationshipStore.get(userId), [userId]);
  const entry = useSyncExternalStore(relationshipStore.subscribe, get, get);
  return entry ?? { username, friendship_status: known ?? NO_FRIENDSHIP, is_updating_friendship_status: false };
}
