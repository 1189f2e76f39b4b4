import type { Profile } from 'shared-contracts';
import { PROFILE_PRELOADED_POSTS } from 'shared-contracts';
import { apiClient } from '../client.js';
import { type UserFeedPage } from 'shared-contracts';

/** GET web_profile_info by username; 404 (not_found) when unknown or hidden by a block. */
export function fetchWebProfileInfo(username: string, signal?: AbortSignal): Promise<{ data: { user: Profile } }> {
  return apiClient.request('GET', '/api/v1/users/web_profile_info/', { query: { username }, signal });
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

/** A profile edit: only the fields that change, applied all or none (docs/behaviour/profiles.md#edit-profile). */
export interface ProfileEdit {
  full_name?: string;
  username?: string;
  biography?: string;
  bio_links?: ReadonlyArray<{ title?: string; url: string }>;
  is_private?: boolean;
}

/** POST edit the viewer's profile; 409 username_taken, 400 validation_failed with fields. */
export function editProfile(edit: ProfileEdit): Promise<{ user: Profile; status: 'ok' }> {
  const form: Record<string, string> = {};
  if (edit.full_name !== undefined) form.full_name = edit.full_name;
  if (edit.username !== undefined) form.username = edit.username;
  if (edit.biography !== undefined) form.biography = edit.biography;
  if (edit.bio_links !== undefined) form.bio_links = JSON.stringify(edit.bio_links);
  if (edit.is_private !== undefined) form.is_private = String(edit.is_private);
  return apiClient.request('POST', '/api/v1/web/accounts/edit/', { form });
}

/** GET a user's reels (videos), 12 per page, paged by max_id. */
export function fetchUserClips(
  userId: string,
  options: { count?: number; maxId?: string | null; signal?: AbortSignal } = {},
): Promise<UserFeedPage> {
  return apiClient.request('GET', `/api/v1/clips/user/${encodeURIComponent(userId)}/`, {
    query: { count: options.count ?? PROFILE_PRELOADED_POSTS, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** GET posts a user is tagged in, 12 per page, paged by max_id. */
export function fetchUserTags(
  userId: string,
  options: { count?: number; maxId?: string | null; signal?: AbortSignal } = {},
): Promise<UserFeedPage> {
  return apiClient.request('GET', `/api/v1/usertags/${encodeURIComponent(userId)}/feed/`, {
    query: { count: options.count ?? PROFILE_PRELOADED_POSTS, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}
