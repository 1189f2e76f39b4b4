import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { searchLocations, type Venue } from 'shared-client';

/** What a place search asks: near coordinates (a photo's GPS), matching a query, or both. */
export interface LocationSearch {
  latitude?: number;
  longitude?: number;
  query: string;
  /** Groups the searches of one choice for the server (the creation session id). */
  rankToken: string;
}

/**
 * Keys of place searches, by position and query. The rank token is left out: it only groups
 * searches for the server's ranking, so the same search in a later session may show from cache.
 */
export const locationKeys = {
  all: ['locations'] as const,
  none: ['locations', 'search', null] as const,
  search: ({ latitude, longitude, query }: LocationSearch) =>
    ['locations', 'search', { latitude: latitude ?? null, longitude: longitude ?? null, query: query.trim() }] as const,
};

/**
 * Places for "Add location" (GET location_search); null asks nothing and finds none. As with the
 * other searches (see search.ts) the caller debounces, a newer search aborts the one in flight,
 * and the previous places stay shown until the newer ones arrive.
 */
export function useLocationSearchQuery(search: LocationSearch | null) {
  return useQuery({
    queryKey: search ? locationKeys.search(search) : locationKeys.none,
    queryFn: search
      ? async ({ signal }): Promise<Venue[]> => (await searchLocations(search, signal)).venues
      : skipToken,
    initialData: () => (search ? undefined : []),
    placeholderData: keepPreviousData,
  });
}
