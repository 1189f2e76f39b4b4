import { MAX_SEARCH_QUERY_LENGTH, type TopSearch } from 'shared-contracts';

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type UserHit = TopSearch['users'][number];
type HashtagHit = TopSearch['hashtags'][number];
type PlaceHit = NonNullable<TopSearch['places']>[number];
type KeywordHit = NonNullable<TopSearch['keywords']>[number];

/** One row of the blended results (or of recent searches), in the server's order. */
export type SearchEntry =
  | { kind: 'user'; position: number; user: UserHit['user'] }
  | { kind: 'hashtag'; position: number; hashtag: HashtagHit['hashtag'] }
  | { kind: 'place'; position: number; place: PlaceHit['place'] }
  | { kind: 'keyword'; position: number; keyword: KeywordHit['keyword'] };

/**
 * Search text cut to what the server takes (`MAX_SEARCH_QUERY_LENGTH`, it refuses longer), never
 * between the two halves of a character such as an emoji (docs/behaviour/search.md#the-search-page).
 */
export function capSearchText(text: string): string {
  if (text.length <= MAX_SEARCH_QUERY_LENGTH) return text;
  const lastKept = text.charCodeAt(MAX_SEARCH_QUERY_LENGTH - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? MAX_SEARCH_QUERY_LENGTH - 1 : MAX_SEARCH_QUERY_LENGTH);
}

/**
 * The query actually sent: trimmed, at most `MAX_SEARCH_QUERY_LENGTH` long, and empty when
 * nothing but a lone "#" or "@" is left (the server searches for nothing then, and an empty query
 * clears the results: docs/behaviour/search.md#the-search-page).
 */
export function normalizeSearchQuery(raw: string): string {
  const term = capSearchText(raw.trim()).trim();
  return /^[#@]?$/.test(term) ? '' : term;
}

/** People, hashtags, places and keywords merged into one list by their `position` (the blended ranking). */
export function blendResults(answer: Pick<TopSearch, 'users' | 'hashtags'> & Partial<TopSearch>): SearchEntry[] {
  const entries: SearchEntry[] = [
    ...answer.users.map((u): SearchEntry => ({ kind: 'user', position: u.position, user: u.user })),
    ...answer.hashtags.map((h): SearchEntry => ({ kind: 'hashtag', position: h.position, hashtag: h.hashtag })),
    ...(answer.places ?? []).map((p): SearchEntry => ({ kind: 'place', position: p.position, place: p.place })),
    ...(answer.keywords ?? []).map((k): SearchEntry => ({ kind: 'keyword', position: k.position, keyword: k.keyword })),
  ];
  return entries.sort((a, b) => a.position - b.position);
}

/** Where a keyword row leads: this page, searching for the word. */
export function keywordSearchPath(keyword: string): string {
  return `/explore/search/?q=${encodeURIComponent(keyword)}`;
}

/** A stable key of an entry (its kind and id), for lists and for registering clicks. */
export function entryKey(entry: SearchEntry): string {
  switch (entry.kind) {
    case 'user':
      return `user:${entry.user.pk}`;
    case 'hashtag':
      return `hashtag:${entry.hashtag.id}`;
    case 'place':
      return `place:${entry.place.location.pk}`;
    case 'keyword':
      return `keyword:${entry.keyword.id}`;
  }
}
