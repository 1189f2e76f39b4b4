import type { FollowListPage } from './friendships.js';
import { apiClient } from '../client.js';

/** Answer of like, unlike, save and unsave. */
export interface EngagementResult {
  status: 'ok';
  like_count?: number;
  has_liked?: boolean;
  has_viewer_saved?: boolean;
  saved_collection_ids?: string[];
}

/** POST like a post (media pk). */
export function likeMedia(mediaId: string): Promise<EngagementResult> {
  return apiClient.request('POST', `/api/v1/web/likes/${encodeURIComponent(mediaId)}/like/`, { form: {} });
}

/** POST unlike a post (media pk). */
export function unlikeMedia(mediaId: string): Promise<EngagementResult> {
  return apiClient.request('POST', `/api/v1/web/likes/${encodeURIComponent(mediaId)}/unlike/`, { form: {} });
}

/** POST delete one of the viewer's own posts (docs/behaviour/media.md#deleting-a-post). */
export function deleteMedia(mediaId: string): Promise<{ did_delete: true; status: 'ok' }> {
  return apiClient.request('POST', `/api/v1/media/${encodeURIComponent(mediaId)}/delete/`, { form: {} });
}

/** GET a page of the people who liked a post (newest like first), paged by max_id. */
export function fetchLikers(
  mediaId: string,
  options: { maxId?: string | null; count?: number; signal?: AbortSignal } = {},
): Promise<FollowListPage> {
  return apiClient.request('GET', `/api/v1/media/${encodeURIComponent(mediaId)}/likers/`, {
    query: { count: options.count ?? 12, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** POST save a post, optionally into named collections. */
export function saveMedia(mediaId: string, collectionIds: readonly string[] = []): Promise<EngagementResult> {
  return apiClient.request('POST', `/api/v1/web/save/${encodeURIComponent(mediaId)}/save/`, {
    form: collectionIds.length > 0 ? { added_collection_ids: JSON.stringify(collectionIds) } : {},
  });
}

/** POST unsave a post: from the given collections only, or entirely when none are given. */
export function unsaveMedia(mediaId: string, collectionIds: readonly string[] = []): Promise<EngagementResult> {
  return apiClient.request('POST', `/api/v1/web/save/${encodeURIComponent(mediaId)}/unsave/`, {
    form: collectionIds.length > 0 ? { removed_collection_ids: JSON.stringify(collectionIds) } : {},
  });
}

/** POST dismiss a suggested account; dismissals are remembered by the server. */
export function dismissSuggestedUser(userId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', '/api/v1/web/discover/aysf_dismiss/', { form: { target_id: userId } });
}

/** About this account: when it joined and its former usernames count. */
export interface AboutThisAccount {
  username: string;
  date_joined: number;
  former_username_count: number;
  is_verified: boolean;
  status: 'ok';
}

/** GET about-this-account for a user (from a post's options menu). */
export function fetchAboutThisAccount(userId: string, signal?: AbortSignal): Promise<AboutThisAccount> {
  return apiClient.request('GET', `/api/v1/users/${encodeURIComponent(userId)}/about_this_account/`, { signal });
}
