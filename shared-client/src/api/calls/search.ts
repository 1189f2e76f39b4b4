import type { RecentSearches, SearchEntityType, SearchEntry, SuggestedSearches, TopSearch } from 'shared-contracts';
import { apiClient } from '../client.js';

/** GET blended top search for a query; pass a signal so a newer query can abort it. */
export function topSearch(query: string, signal?: AbortSignal): Promise<TopSearch> {
  return apiClient.request('GET', '/api/v1/web/search/topsearch/', {
    query: { context: 'blended', query },
    signal,
  });
}

/** GET the viewer's recent searches, newest first (login; kept on the server per account). */
export async function fetchRecentSearches(signal?: AbortSignal): Promise<SearchEntry[]> {
  const answer = await apiClient.request<RecentSearches>('GET', '/api/v1/web/search/recent_searches/', { signal });
  return answer.recent;
}

/**
 * POST register search click: the viewer opened a result, so it becomes their newest recent
 * search. `entityId` is the user pk, the hashtag name, the place pk or the keyword text.
 */
export function registerSearchClick(entityType: SearchEntityType, entityId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', '/api/v1/web/search/register_recent_search_click/', {
    form: { entity_type: entityType, entity_id: entityId },
  });
}

/** POST hide search entities: removes one entry from the viewer's recent searches. */
export function hideSearchEntity(entityType: SearchEntityType, entityId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', '/api/v1/web/search/hide_search_entities/', {
    form: { entity_type: entityType, entity_id: entityId },
  });
}

/** POST clear search history: removes all the viewer's recent searches. */
export function clearSearchHistory(): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', '/api/v1/web/search/clear_search_history/', {});
}

/**
 * GET suggested searches, shown when the query is empty and there is no history. Any failure gives
 * an empty list (a suggestion is never worth an error on screen).
 */
export async function fetchSuggestedSearches(signal?: AbortSignal): Promise<SearchEntry[]> {
  try {
    const answer = await apiClient.request<SuggestedSearches>('GET', '/api/v1/web/search/suggested_searches/', {
      signal,
    });
    return answer.suggested;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}
