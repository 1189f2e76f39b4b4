import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireViewer } from '../../http/session.js';
import { createSharedWindowLimiter } from '../../domain/limits/shared-window-limiter.js';
import { deleteOwnPost, POST_DELETES_PER_MINUTE } from '../../domain/media/delete-post.js';

/** POST /api/v1/media/{id}/delete/: the owner deletes a post or reel (docs/behaviour/media.md#deleting-a-post). */
export async function mediaDeleteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limiter = createSharedWindowLimiter(deps.db, POST_DELETES_PER_MINUTE, 60_000);
  app.post<{ Params: { mediaId: string } }>('/api/v1/media/:mediaId/delete/', async (request) => {
    const viewer = await requireViewer(request);
    await deleteOwnPost(deps.db, deps.storage, limiter, viewer, request.params.mediaId);
    return { did_delete: true as const, status: 'ok' as const };
  });
}
