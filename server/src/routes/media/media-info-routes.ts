import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { loadMediaInfo } from '../../domain/media/media-info.js';
import { localeFromHeader } from '../../domain/locale.js';

/** GET /api/v1/media/{id}/info/: one post (docs/behaviour/media.md#video-processing). */
export async function mediaInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { mediaId: string } }>('/api/v1/media/:mediaId/info/', async (request) => {
    const viewer = await request.viewer();
    // A post, for a visitor's limits (docs/behaviour/logged-out.md#what-the-server-withholds).
    await visitorGateOf(deps.db, request, viewer)('post');
    return loadMediaInfo(deps.db, viewer, request.params.mediaId, {
      urls: deps.urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
  });
}
