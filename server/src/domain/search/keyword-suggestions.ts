/** A keyword result as the search answer carries it. */
export interface KeywordSuggestion {
  id: string;
  name: string;
  style: 'default';
}

/**
 * Keyword results of a search (docs/behaviour/search.md#keywords): the term itself, once, and only
 * when it found something (a word nothing matches leads nowhere) and no hashtag of exactly that
 * name is among the results (that row already leads to the word's page).
 */
export function keywordSuggestions(
  term: string,
  found: { users: unknown[]; hashtags: Array<{ tag: string }>; places: unknown[] },
): KeywordSuggestion[] {
  const anything = found.users.length + found.hashtags.length + found.places.length > 0;
  if (!anything || found.hashtags.some((h) => h.tag === term)) return [];
  return [{ id: term, name: term, style: 'default' }];
}
