import { type DirectFolder } from 'shared-contracts';

/** Keys of direct messaging. */
export const directKeys = {
  all: ['direct'] as const,
  inboxes: ['direct', 'inbox'] as const,
  inbox: (folder: DirectFolder) => ['direct', 'inbox', folder] as const,
  pending: ['direct', 'pending'] as const,
  threads: ['direct', 'thread'] as const,
  thread: (threadId: string) => ['direct', 'thread', threadId] as const,
  presence: ['direct', 'presence'] as const,
  recipients: (query: string) => ['direct', 'recipients', query] as const,
  threadSearch: (threadId: string, query: string) => ['direct', 'thread-search', threadId, query] as const,
  search: (query: string) => ['direct', 'search', query] as const,
};
