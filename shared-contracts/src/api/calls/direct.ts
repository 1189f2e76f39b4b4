import type { Inbox } from '../../schemas/types.js';
import { apiClient } from '../client.js';

/** GET the direct inbox (primary and general folders, newest activity first). */
export function fetchInbox(options: { cursor?: string | null; signal?: AbortSignal } = {}): Promise<Inbox> {
  return apiClient.request('GET', '/api/v1/direct_v2/inbox/', {
    query: { persistentBadging: true, cursor: options.cursor ?? undefined },
    signal: options.signal,
  });
}
