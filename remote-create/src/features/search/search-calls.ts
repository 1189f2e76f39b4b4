import { topSearch, type TopSearch } from 'shared-contracts';

/** A person as search finds them. */
export type FoundUser = TopSearch['users'][number]['user'];

/** People whose username or name starts with `query` (the existing blended search, people only). */
export async function searchUsers(query: string, signal: AbortSignal): Promise<FoundUser[]> {
  const term = query.replace(/^@+/, '').trim();
  if (term === '') return [];
  const answer = await topSearch(`@${term}`, signal);
  return answer.users.map((result) => result.user);
}

/** A hashtag as search finds it. */
export interface FoundHashtag {
  name: string;
  mediaCount: number;
}

/** Hashtags starting with `query` (the blended search with a leading #: tags only). */
export async function searchHashtags(query: string, signal: AbortSignal): Promise<FoundHashtag[]> {
  const term = query.replace(/^#+/, '').trim();
  if (term === '') return [];
  const answer = await topSearch(`#${term}`, signal);
  return answer.hashtags.map((result) => ({ name: result.hashtag.name, mediaCount: result.hashtag.media_count }));
}
