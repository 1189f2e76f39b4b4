import type { FastifyInstance } from 'fastify';
import { MediaEditFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { localeFromHeader } from '../../domain/locale.js';
import { createSharedWindowLimiter } from '../../domain/limits/shared-window-limiter.js';
import { editOwnPost, POST_EDITS_PER_MINUTE } from '../../domain/media/edit-post.js';
import { presentMediaList } from '../../domain/media/media-presenter.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';

/** POST /api/v1/media/{id}/edit/: the author edits a post (docs/behaviour/media.md#editing-a-post). */
export async function mediaEditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limiter = createSharedWindowLimiter(deps.db, POST_EDITS_PER_MINUTE, 60_000);
  app.post<{ Params: { mediaId: string } }>('/api/v1/media/:mediaId/edit/', async (request) => {
    const viewer = await requireViewer(request);
    const input = parseInput(MediaEditFormSchema, request.body ?? {});
    const notices = new ActivityNotices();
    const row = await editOwnPost(deps.db, limiter, viewer, request.params.mediaId, input, notices);
    await announceActivity(deps, notices);
    const [media] = await presentMediaList(deps.db, [row], viewer, {
      urls: deps.urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
    return { status: 'ok' as const, media };
  });
}
