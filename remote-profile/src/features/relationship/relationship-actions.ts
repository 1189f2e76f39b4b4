import {
  eventBus,
  requestToast,
  setBestie,
  setFeedFavorite,
  setRestricted,
  type FriendshipChangeResult,
} from 'shared-contracts';
import { relationshipStore } from './relationship-store';

/** A relationship switch of the options menu: restrict, close friends, favourites. */
export type RelationshipToggle = 'restrict' | 'bestie' | 'favorite';

const CALLS: Record<RelationshipToggle, (userId: string, on: boolean) => Promise<FriendshipChangeResult>> = {
  restrict: setRestricted,
  bestie: setBestie,
  favorite: setFeedFavorite,
};

/**
 * Turns a relationship switch on or off; success takes the server's friendship_status (announced
 * on the bus) and shows `successMessage`; failure shows `errorMessage`. Resolves whether it worked.
 */
export async function toggleRelationship(
  toggle: RelationshipToggle,
  userId: string,
  on: boolean,
  messages: { success: string; error: string },
): Promise<boolean> {
  try {
    const result = await CALLS[toggle](userId, on);
    relationshipStore.change(userId, result.friendship_status);
    requestToast({ message: messages.success }, eventBus);
    return true;
  } catch {
    requestToast({ message: messages.error }, eventBus);
    return false;
  }
}
