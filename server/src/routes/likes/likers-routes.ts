import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { listLikers } from '../../domain/engagement/likers.js';
import { CountedPageQuerySchema } from 'shared-contracts/schemas';

/** GET the people who liked a post, paged like the follow lists (docs/calls.md#posts-likes-and-saves). */
export async function likersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { mediaId: string } }>('/api/v1/media/:mediaId/likers/', async (request) => {
    const query = parseInput(CountedPageQuerySchema, request.query);
    const viewer = await request.viewer();
    const page = await listLikers(
      deps.db,
      viewer,
      request.params.mediaId,
      { count: query.count, maxId: query.max_id },
      deps.urls,
    );
    return { ...page, status: 'ok' as const };
  });
}
