import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDirectSecondary, searchInThread } from './direct-calls';
import { directKeys } from 'shared-client/direct';

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
