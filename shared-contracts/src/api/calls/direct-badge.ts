import type { DirectBadgeCount } from '../../schemas/types.js';
import { apiClient } from '../client.js';

// The one direct call the shell makes on every logged-in page (the Messages badge), so it stays in
// the main entry; the other direct calls are in the `shared-contracts/direct` entry.

/** GET the Messages badge: unseen threads among the 20 most recent accepted ones (docs/calls.md#direct). */
export function fetchDirectBadgeCount(options: { signal?: AbortSignal } = {}): Promise<DirectBadgeCount> {
  return apiClient.request('GET', '/api/v1/direct_v2/get_badge_count/', {
    query: { no_raven: true },
    signal: options.signal,
  });
}
