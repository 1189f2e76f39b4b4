import { useQuery } from '@tanstack/react-query';
import { fetchInbox } from 'shared-contracts';

/** Keys of direct messaging. */
export const directKeys = {
  all: ['direct'] as const,
  inbox: ['direct', 'inbox'] as const,
};

/**
 * The viewer's direct inbox (primary and general threads, newest activity first). Leaving the
 * screen aborts the request; a failure stays until `refetch` (Retry). Whether each thread is seen
 * is read from the threads themselves (`isThreadSeen`), so it needs no state of its own.
 */
export function useInboxQuery() {
  return useQuery({
    queryKey: directKeys.inbox,
    queryFn: ({ signal }) => fetchInbox({ signal }),
  });
}
