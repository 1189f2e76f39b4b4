import type { SearchUserResult, TopSearch } from 'shared-contracts';

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** One row of the blended results, in the server's order. */
export type SearchEntry =
  | { kind: 'user'; position: number; user: SearchUserResult['user'] }
  | { kind: 'hashtag'; position: number; hashtag: TopSearch['hashtags'][number]['hashtag'] };

/**
 * The query actually sent: trimmed, and empty when nothing but a lone "#" or "@" is left (the
 * server searches for nothing then, and an empty query clears the results:
 * docs/behaviour/search.md#the-search-page).
 */
export function normalizeSearchQuery(raw: string): string {
  const term = raw.trim();
  return /^[#@]?$/.test(term) ? '' : term;
}

/** Users and hashtags merged into one list by their `position` (the blended ranking). */
export function blendResults(answer: Pick<TopSearch, 'users' | 'hashtags'>): SearchEntry[] {
  const entries: SearchEntry[] = [
    ...answer.users.map((u): SearchEntry => ({ kind: 'user', position: u.position, user: u.user })),
    ...answer.hashtags.map((h): SearchEntry => ({ kind: 'hashtag', position: h.position, hashtag: h.hashtag })),
  ];
  return entries.sort((a, b) => a.position - b.position);
}

/** Where a hashtag row leads: this page, searching for the tag (as caption hashtags do). */
export function hashtagSearchPath(name: string): string {
  return `/explore/search/?q=${encodeURIComponent(`#${name}`)}`;
}
