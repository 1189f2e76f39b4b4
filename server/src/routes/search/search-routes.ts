import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TopSearch } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';
import { searchHashtags, searchUsers } from '../../domain/search/top-search.js';

const TopSearchQuerySchema = z.object({
  query: z.string().max(100).default(''),
  context: z.string().max(20).optional(),
});

/** Blended search over users (username prefix or name substring) and hashtags (prefix), as the viewer may see them. */
export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  app.get('/api/v1/web/search/topsearch/', async (request): Promise<TopSearch> => {
    const { query } = parseInput(TopSearchQuerySchema, request.query);
    const term = query.trim().replace(/^[@#]/, '').toLowerCase();
    if (term === '') return { users: [], hashtags: [], places: [], status: 'ok' };
    const viewerId = (await request.viewer())?.id ?? null;
    // A query starting with # asks for hashtags only, one starting with @ for people only.
    const [users, tags] = await Promise.all([
      query.trim().startsWith('#') ? Promise.resolve([]) : searchUsers(db, term, viewerId),
      query.trim().startsWith('@') ? Promise.resolve([]) : searchHashtags(db, term, viewerId),
    ]);
    return {
      users: users.map((user, position) => ({
        position,
        user: { ...presentUserSummary(user, urls), follower_count: Number(user.follower_count) },
      })),
      hashtags: tags.map((tag, index) => ({
        position: users.length + index,
        hashtag: { id: tag.tag, name: tag.tag, media_count: Number(tag.media_count) },
      })),
      places: [],
      status: 'ok',
    };
  });
}
