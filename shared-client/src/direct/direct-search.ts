import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRankedRecipients, searchDirectSecondary, searchInThread } from './direct-calls.js';
import { directKeys } from './direct.js';

/**
 * People (and group threads with `showThreads`) to send to, filtered by `query`. Each new query
 * aborts the request of the one before it, so a slow stale answer never replaces a newer one.
 */
export function useRankedRecipientsQuery(query: string, options: { showThreads?: boolean; enabled?: boolean } = {}) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: [...directKeys.recipients(trimmed), options.showThreads ?? false],
    queryFn: ({ signal }) => fetchRankedRecipients({ query: trimmed, showThreads: options.showThreads, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });
}

/** Messages of one thread containing `query` (empty query: nothing asked). */
export function useInThreadSearchQuery(threadId: string, query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: directKeys.threadSearch(threadId, trimmed),
    queryFn: ({ signal }) => searchInThread(threadId, trimmed, { signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Messages and threads across the viewer's threads matching `query` (empty query: nothing asked). */
export function useDirectSearchQuery(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: directKeys.search(trimmed),
    queryFn: ({ signal }) => searchDirectSecondary(trimmed, { signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
