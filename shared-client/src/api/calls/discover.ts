import type {
  GridSectionTab,
  HashtagFollowResult,
  HashtagInfo,
  LocationDirectory,
  LocationInfo,
  MediaGridPage,
} from 'shared-contracts';
import { apiClient } from '../client.js';

/**
 * GET a page of the explore grid: posts and reels of accounts the viewer does not follow, by recent
 * engagement. `maxId` is the previous page's `next_max_id` (null for the first page).
 */
export function fetchExploreGrid(maxId: string | null, signal?: AbortSignal): Promise<MediaGridPage> {
  return apiClient.request('GET', '/api/v1/discover/web/explore_grid/', {
    query: { max_id: maxId ?? undefined },
    signal,
  });
}

/** GET a tag page's header (open to logged-out visitors). 404 `not_found` when no visible post carries it. */
export function fetchHashtagInfo(tag: string, signal?: AbortSignal): Promise<HashtagInfo> {
  return apiClient.request('GET', '/api/v1/tags/web_info/', { query: { tag_name: tag }, signal });
}

/** GET one section of a tag page: `top` (by engagement) or `recent` (newest first), paged by cursor. */
export function fetchHashtagSection(
  tag: string,
  tab: GridSectionTab,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<MediaGridPage> {
  return apiClient.request('GET', `/api/v1/tags/${encodeURIComponent(tag)}/sections/`, {
    query: { tab, max_id: maxId ?? undefined },
    signal,
  });
}

/** POST follow a hashtag (login): its top posts then appear in the home feed, marked with the tag. */
export function followHashtag(tag: string): Promise<HashtagFollowResult> {
  return apiClient.request('POST', `/api/v1/web/tags/follow/${encodeURIComponent(tag)}/`, {});
}

/** POST unfollow a hashtag (login). */
export function unfollowHashtag(tag: string): Promise<HashtagFollowResult> {
  return apiClient.request('POST', `/api/v1/web/tags/unfollow/${encodeURIComponent(tag)}/`, {});
}

/** GET a location page's header. 404 `not_found` for an unknown id. */
export function fetchLocationInfo(locationId: string, signal?: AbortSignal): Promise<LocationInfo> {
  return apiClient.request('GET', `/api/v1/locations/${encodeURIComponent(locationId)}/info/`, { signal });
}

/** GET one section of a location page: `top` or `recent`, paged by cursor. */
export function fetchLocationSection(
  locationId: string,
  tab: GridSectionTab,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<MediaGridPage> {
  return apiClient.request('GET', `/api/v1/locations/${encodeURIComponent(locationId)}/sections/`, {
    query: { tab, max_id: maxId ?? undefined },
    signal,
  });
}

/** Which level of the location directory to list. */
type LocationDirectoryRequest = { country?: string; city?: string };

/** GET the location directory: countries, a country's cities (`country`), or a city's places (`city`). */
export function fetchLocationDirectory(
  request: LocationDirectoryRequest,
  signal?: AbortSignal,
): Promise<LocationDirectory> {
  return apiClient.request('GET', '/api/v1/web/explore/locations/', {
    query: { country: request.country, city: request.city },
    signal,
  });
}
