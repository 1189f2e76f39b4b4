import type { UserSummary } from 'shared-contracts';
import { apiClient } from 'shared-contracts';
import type { FollowListUser } from 'shared-contracts';

/** One account of the viewer's blocked list, with when it was blocked (ms). */
export type BlockedAccount = UserSummary & { blocked_at: number };

/** A page of the viewer's blocked accounts, most recent block first (docs/calls.md#settings). */
export interface BlockedAccountsPage {
  users: BlockedAccount[];
  next_max_id: string | null;
  more_available: boolean;
}

/** The viewer's close friends or Favorites list, newest follow first. */
export interface FlaggedAccountsList {
  users: FollowListUser[];
}

/** Which of the viewer's own lists: close friends (besties) or Favorites. */
export type FlaggedList = 'besties' | 'favorites';

/** GET a page of the accounts the viewer blocks. */
export function fetchBlockedAccounts(maxId?: string | null, signal?: AbortSignal): Promise<BlockedAccountsPage> {
  return apiClient.request<BlockedAccountsPage>('GET', '/api/v1/users/blocked_list/', {
    query: { max_id: maxId ?? undefined },
    signal,
  });
}

/** GET the viewer's close friends or Favorites. */
export function fetchFlaggedAccounts(list: FlaggedList, signal?: AbortSignal): Promise<FlaggedAccountsList> {
  return apiClient.request<FlaggedAccountsList>('GET', `/api/v1/friendships/${list}/`, { signal });
}

/** Whether the viewer's activity status is off. */
export interface PresenceSetting {
  disabled: boolean;
}

/** GET whether the viewer turned their activity status off. */
export function fetchPresenceDisabled(signal?: AbortSignal): Promise<PresenceSetting> {
  return apiClient.request<PresenceSetting>('GET', '/api/v1/accounts/get_presence_disabled/', { signal });
}

/** POST turn the viewer's activity status off (disabled) or on. */
export function setPresenceDisabled(disabled: boolean): Promise<PresenceSetting> {
  return apiClient.request<PresenceSetting>('POST', '/api/v1/accounts/set_presence_disabled/', {
    form: { disabled: disabled ? '1' : '0' },
  });
}
