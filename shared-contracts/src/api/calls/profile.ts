import type { Media, Profile } from '../../schemas/types.js';
import { PROFILE_PRELOADED_POSTS } from '../../constants.js';
import { apiClient } from '../client.js';

/** GET web_profile_info by username; 404 (not_found) when unknown or hidden by a block. */
export function fetchWebProfileInfo(username: string, signal?: AbortSignal): Promise<{ data: { user: Profile } }> {
  return apiClient.request('GET', '/api/v1/users/web_profile_info/', { query: { username }, signal });
}

/** A page of a user's posts. */
export interface UserFeedPage {
  items: Media[];
  more_available: boolean;
  next_max_id: string | null;
  num_results: number;
}

/** GET a user's posts, 12 per page by default, paged by max_id. */
export function fetchUserFeed(
  userId: string,
  options: { count?: number; maxId?: string | null; signal?: AbortSignal } = {},
): Promise<UserFeedPage> {
  return apiClient.request('GET', `/api/v1/feed/user/${encodeURIComponent(userId)}/`, {
    query: { count: options.count ?? PROFILE_PRELOADED_POSTS, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}
