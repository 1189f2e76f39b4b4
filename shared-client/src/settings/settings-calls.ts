import type { UserSummary } from 'shared-contracts';
import { apiClient } from 'shared-client';
import type { Appearance, Locale } from 'shared-contracts';
import type { FollowListUser } from 'shared-client';

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

/** The account's own preferences: how the app looks, and its language (null: the browser's). */
export interface AccountPreferences {
  appearance: Appearance;
  locale: Locale | null;
}

/** GET the account's appearance and language (docs/behaviour/shell-chrome.md#saved-per-account). */
export function fetchPreferences(signal?: AbortSignal): Promise<AccountPreferences> {
  return apiClient.request<AccountPreferences>('GET', '/api/v1/accounts/preferences/', { signal });
}

/** POST the account's appearance. */
export function saveAppearance(appearance: Appearance): Promise<AccountPreferences> {
  return apiClient.request<AccountPreferences>('POST', '/api/v1/accounts/set_appearance/', { form: { appearance } });
}

/** POST the account's language. */
export function saveLanguage(locale: Locale): Promise<AccountPreferences> {
  return apiClient.request<AccountPreferences>('POST', '/api/v1/accounts/set_language/', { form: { locale } });
}

/** POST a problem report written by the viewer, with the page it was written on. */
export function reportProblem(text: string, pagePath: string): Promise<{ status: 'ok' }> {
  return apiClient.request<{ status: 'ok' }>('POST', '/api/v1/web/report_problem/', {
    form: { text, page_path: pagePath },
  });
}
