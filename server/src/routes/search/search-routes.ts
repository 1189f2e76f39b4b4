import type { FastifyInstance } from 'fastify';
import type { TopSearch } from 'shared-contracts';
import { TopSearchQuerySchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';
import { searchHashtags, searchPlaces, searchUsers } from '../../domain/search/top-search.js';
import { presentPlace } from '../../domain/locations/location-pages.js';
import { searchableName } from '../../domain/users/searchable-name.js';
import { keywordSuggestions } from '../../domain/search/keyword-suggestions.js';

/**
 * Blended search over people, hashtags and places (and keywords when enabled), as the viewer may
 * see them (docs/behaviour/search.md#matching).
 */
export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls, dialect } = deps;
  app.get('/api/v1/web/search/topsearch/', async (request): Promise<TopSearch> => {
    const input = parseInput(TopSearchQuerySchema, request.query);
    const query = input.query.trim();
    const term = searchableName(query.replace(/^[@#]/, ''));
    const keywords = deps.config.searchKeywords ? { keywords: [] } : {};
    if (term === '') return { users: [], hashtags: [], places: [], ...keywords, status: 'ok' };
    const viewerId = (await request.viewer())?.id ?? null;
    const near =
      input.latitude !== undefined && input.longitude !== undefined
        ? { lat: input.latitude, lng: input.longitude }
        : null;
    // A query starting with # asks for hashtags only, one starting with @ for people only.
    const byTag = query.startsWith('#');
    const byUser = query.startsWith('@');
    const [users, tags, places] = await Promise.all([
      byTag ? Promise.resolve([]) : searchUsers(db, dialect, term, viewerId),
      byUser ? Promise.resolve([]) : searchHashtags(db, dialect, term, viewerId),
      byTag || byUser ? Promise.resolve([]) : searchPlaces(db, dialect, term, near),
    ]);
    let position = 0;
    return {
      users: users.map((user) => ({
        position: position++,
        user: { ...presentUserSummary(user, urls), follower_count: user.follower_count },
      })),
      hashtags: tags.map((tag) => ({
        position: position++,
        hashtag: { id: tag.tag, name: tag.tag, media_count: tag.media_count },
      })),
      places: places.map((place) => ({ position: position++, place: presentPlace(place) })),
      ...(deps.config.searchKeywords && !byTag && !byUser
        ? {
            keywords: keywordSuggestions(term, { users, hashtags: tags, places }).map((keyword) => ({
              position: position++,
              keyword,
            })),
          }
        : keywords),
      status: 'ok',
    };
  });
}
