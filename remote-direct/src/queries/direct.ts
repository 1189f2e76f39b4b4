import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { type DirectFolder, type Inbox } from 'shared-contracts';
import { fetchDirectPresence, fetchInbox, fetchPendingInbox } from './direct-calls';
import { directKeys } from 'shared-client/direct';

/**
 * The viewer's direct inbox, one folder (Primary, General or Partnership), newest activity first,
 * older pages by cursor. Leaving the screen aborts the request; a failure stays until `refetch`
 * (Retry). Whether each thread is seen is read from the threads themselves (`isThreadSeen`).
 */
export function useInboxQuery(folder: DirectFolder = 0) {
  return useInfiniteQuery({
    queryKey: directKeys.inbox(folder),
    queryFn: ({ pageParam, signal }) => fetchInbox({ folder, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Inbox) => (last.inbox.has_older ? last.inbox.oldest_cursor : undefined),
  });
}

/** The viewer's message requests (threads pending on the viewer's side), older pages by cursor. */
export function usePendingInboxQuery() {
  return useInfiniteQuery({
    queryKey: directKeys.pending,
    queryFn: ({ pageParam, signal }) => fetchPendingInbox({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Inbox) => (last.inbox.has_older ? last.inbox.oldest_cursor : undefined),
  });
}

/**
 * Who of the viewer's contacts is active, and since when (only those the viewer may see, the
 * server decides). Realtime `presence` events keep it current (see `setPresence`).
 */
export function usePresenceQuery() {
  return useQuery({
    queryKey: directKeys.presence,
    queryFn: ({ signal }) => fetchDirectPresence({ signal }),
    staleTime: 60_000,
  });
}

/** Records one person's activity in the presence cache (a realtime `presence` event). */
export function setPresence(client: QueryClient, userId: string, isActive: boolean, lastActivityAtMs: number): void {
  client.setQueryData(directKeys.presence, (old: Awaited<ReturnType<typeof fetchDirectPresence>> | undefined) =>
    old
      ? {
          ...old,
          user_presence: {
            ...old.user_presence,
            [userId]: { is_active: isActive, last_activity_at_ms: lastActivityAtMs },
          },
        }
      : old,
  );
}

/** Refetches every inbox folder and the requests (after a change the viewer made or missed). */
export function invalidateInboxes(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: directKeys.inboxes }),
    client.invalidateQueries({ queryKey: directKeys.pending }),
  ]).then(() => undefined);
}
