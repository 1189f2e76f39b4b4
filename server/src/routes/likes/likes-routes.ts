import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireViewer } from '../../http/session.js';
import { setMediaLike } from '../../domain/engagement/likes.js';
import { likersRoutes } from './likers-routes.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';

/** POST like and unlike a post (by pk or full id); both idempotent. GET its likers. */
export async function likesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [action, liked] of [
    ['like', true],
    ['unlike', false],
  ] as const) {
    app.post<{ Params: { mediaId: string } }>(`/api/v1/web/likes/:mediaId/${action}/`, async (request) => {
      const viewer = await requireViewer(request);
      const notices = new ActivityNotices();
      const state = await setMediaLike(deps.db, viewer, request.params.mediaId, liked, notices);
      await announceActivity(deps, notices);
      return { ...state, status: 'ok' as const };
    });
  }
  await likersRoutes(app, deps);
}
