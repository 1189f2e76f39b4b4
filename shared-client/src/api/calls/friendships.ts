import type { z } from 'zod';
import type { FriendshipStatus } from 'shared-contracts';
import type {
  ChainingUserSchema,
  FollowListPageSchema,
  FollowListUserSchema,
  FriendshipChangeResultSchema,
} from 'shared-contracts/schemas';
import { runPersisted } from '../../graphql/graphql-client.js';
import { apiClient } from '../client.js';

/** Where a follow was made from: container_module, nav_chain (docs/calls.md#graphql). */
interface FriendshipContext {
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

/** A user in a followers, following or requests list, with the viewer's relationship. */
export type FollowListUser = z.infer<typeof FollowListUserSchema>;
/** A page of a followers, following or requests list. */
export type FollowListPage = z.infer<typeof FollowListPageSchema>;
/** A suggested account after a follow. */
export type ChainingUser = z.infer<typeof ChainingUserSchema>;
/** The answer of mute, block, restrict, close-friend and favourite calls. */
export type FriendshipChangeResult = z.infer<typeof FriendshipChangeResultSchema>;

const userPath = (action: string, userId: string): string =>
  `/api/v1/friendships/${action}/${encodeURIComponent(userId)}/`;

/** GET a page of a user's followers (newest first), paged by max_id. */
export function fetchFollowers(
  userId: string,
  options: { maxId?: string | null; count?: number; signal?: AbortSignal } = {},
): Promise<FollowListPage> {
  return apiClient.request('GET', `/api/v1/friendships/${encodeURIComponent(userId)}/followers/`, {
    query: { count: options.count ?? 12, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** GET a page of the accounts a user follows (newest first), paged by max_id. */
export function fetchFollowing(
  userId: string,
  options: { maxId?: string | null; count?: number; signal?: AbortSignal } = {},
): Promise<FollowListPage> {
  return apiClient.request('GET', `/api/v1/friendships/${encodeURIComponent(userId)}/following/`, {
    query: { count: options.count ?? 12, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** POST remove a user from the viewer's followers. */
export function removeFollower(userId: string): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath('remove_follower', userId), { form: {} });
}

/** GET the viewer's incoming follow requests (a private account's owner), 20 per page. */
export function fetchFollowRequests(
  options: { maxId?: string | null; signal?: AbortSignal } = {},
): Promise<FollowListPage> {
  return apiClient.request('GET', '/api/v1/friendships/pending/', {
    query: { max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** POST approve a follow request: the requester becomes a follower. */
export function approveFollowRequest(userId: string): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath('approve', userId), { form: {} });
}

/** POST decline (ignore) a follow request. */
export function declineFollowRequest(userId: string): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath('ignore', userId), { form: {} });
}

/** GET accounts to suggest after following `targetId` (profile chaining), up to 10. */
export function fetchChainingSuggestions(
  targetId: string,
  signal?: AbortSignal,
): Promise<{ users: ChainingUser[]; status: 'ok' }> {
  return apiClient.request('GET', '/api/v1/discover/chaining/', { query: { target_id: targetId }, signal });
}

/** What a mute or unmute call applies to: a flag set true means "this option". */
export interface MuteTargets {
  posts?: boolean;
  story?: boolean;
}

function muteForm(userId: string, targets: MuteTargets): Record<string, string> {
  return { user_id: userId, posts: String(targets.posts === true), story: String(targets.story === true) };
}

/** POST mute a user's posts and/or story (only the options set true, docs/behaviour/relationships.md#mute). */
export function muteUser(userId: string, targets: MuteTargets): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', '/api/v1/friendships/mute_posts_or_story_from_follow/', {
    form: muteForm(userId, targets),
  });
}

/** POST unmute a user's posts and/or story (the options set true here are the ones unmuted). */
export function unmuteUser(userId: string, targets: MuteTargets): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', '/api/v1/friendships/unmute_posts_or_story_from_follow/', {
    form: muteForm(userId, targets),
  });
}

/** The message of the server's refusal to block across supervision (docs/behaviour/relationships.md#supervision). */
export const SUPERVISION_BLOCK_REFUSAL = 'To block them you must first remove supervision.';

/** POST block a user; refused (403) across supervision. */
export function blockUser(userId: string): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath('block', userId), { form: {} });
}

/** POST unblock a user. */
export function unblockUser(userId: string): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath('unblock', userId), { form: {} });
}

/** POST restrict or unrestrict a user. */
export function setRestricted(userId: string, restricted: boolean): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath(restricted ? 'restrict' : 'unrestrict', userId), { form: {} });
}

/** POST add a followed user to, or remove them from, the viewer's close friends (is_bestie). */
export function setBestie(userId: string, bestie: boolean): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath(bestie ? 'add_bestie' : 'remove_bestie', userId), { form: {} });
}

/** POST add a followed user to, or remove them from, the viewer's favourites (is_feed_favorite). */
export function setFeedFavorite(userId: string, favorite: boolean): Promise<FriendshipChangeResult> {
  return apiClient.request('POST', userPath(favorite ? 'add_favorite' : 'remove_favorite', userId), { form: {} });
}
