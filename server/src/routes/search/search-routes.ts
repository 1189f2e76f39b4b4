import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TopSearch } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { presentUserSummary } from '../../domain/users/user-presenter.js';

const TopSearchQuerySchema = z.object({
  query: z.string().max(100).default(''),
  context: z.string().max(20).optional(),
});

/** Most results of each kind returned by one search. */
export const SEARCH_LIMIT = 20;

/** Escapes LIKE wildcards so a query matches literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Blended search over users (username prefix or name substring) and hashtags (prefix). */
export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  app.get('/api/v1/web/search/topsearch/', async (request): Promise<TopSearch> => {
    const { query } = parseInput(TopSearchQuerySchema, request.query);
    const term = query.trim().replace(/^[@#]/, '').toLowerCase();
    if (term === '') return { users: [], hashtags: [], places: [], status: 'ok' };
    const prefix = `${likeEscape(term)}%`;
    const anywhere = `%${likeEscape(term)}%`;
    // A query starting with # asks for hashtags only, one starting with @ for people only.
    const hashtagsOnly = query.trim().startsWith('#');
    const [users, tags] = await Promise.all([
      hashtagsOnly
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .selectAll()
            .select((eb) =>
              eb
                .selectFrom('follows')
                .select((e) => e.fn.countAll<number>().as('n'))
                .whereRef('follows.followee_id', '=', 'users.id')
                .as('follower_count'),
            )
            .where((eb) =>
              eb.or([
                sql<boolean>`username_lower like ${prefix} escape '\\'`,
                sql<boolean>`lower(full_name) like ${anywhere} escape '\\'`,
              ]),
            )
            .orderBy(
              sql`case when username_lower = ${term} then 0 when username_lower like ${prefix} escape '\\' then 1 else 2 end`,
            )
            .orderBy('follower_count', 'desc')
            .orderBy('username_lower')
            .limit(SEARCH_LIMIT)
            .execute(),
      query.trim().startsWith('@')
        ? Promise.resolve([])
        : db
            .selectFrom('media_hashtags')
            .select(['tag', (eb) => eb.fn.countAll<number>().as('media_count')])
            .where(sql<boolean>`tag like ${prefix} escape '\\'`)
            .groupBy('tag')
            .orderBy('media_count', 'desc')
            .limit(SEARCH_LIMIT)
            .execute(),
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
