import type { TopSearch } from '../../schemas/types.js';
import { apiClient } from '../client.js';

/** GET blended top search for a query; pass a signal so a newer query can abort it. */
export function topSearch(query: string, signal?: AbortSignal): Promise<TopSearch> {
  return apiClient.request('GET', '/api/v1/web/search/topsearch/', {
    query: { context: 'blended', query },
    signal,
  });
}
