import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRankedRecipients } from './direct-calls.js';
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
