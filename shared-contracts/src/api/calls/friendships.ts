import type { FriendshipStatus } from '../../schemas/types.js';
import { runPersisted } from '../../graphql/graphql-client.js';

/** Where a follow was made from (spec 7: container_module, nav_chain). */
export interface FriendshipContext {
  containerModule: string;
  navChain?: string;
}

/** The answer of both friendship mutations. */
export interface FriendshipResult {
  id: string;
  username: string;
  friendship_status: Pick<FriendshipStatus, 'following' | 'outgoing_request' | 'followed_by' | 'is_bestie'>;
}

/** Follows a user (a private account gets a request: outgoing_request). */
export async function createFriendship(userId: string, context: FriendshipContext): Promise<FriendshipResult> {
  const data = await runPersisted<{ xdt_create_friendship: FriendshipResult }>(
    'CreateFriendship',
    { target_user_id: userId, container_module: context.containerModule, nav_chain: context.navChain ?? '' },
    { mutation: true },
  );
  return data.xdt_create_friendship;
}

/** Unfollows a user (or withdraws a follow request). */
export async function destroyFriendship(userId: string, context: FriendshipContext): Promise<FriendshipResult> {
  const data = await runPersisted<{ xdt_destroy_friendship: FriendshipResult }>(
    'DestroyFriendship',
    { target_user_id: userId, container_module: context.containerModule, nav_chain: context.navChain ?? '' },
    { mutation: true },
  );
  return data.xdt_destroy_friendship;
}
