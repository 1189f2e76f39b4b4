import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireViewer } from '../../http/session.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { answerCoauthorInvite, type CoauthorAnswer } from '../../domain/media/coauthors.js';

/**
 * POST /api/v1/media/{id}/collab/accept/, decline/ and remove/: the invitee answers their
 * invitation to collaborate, or a collaborator removes themselves (docs/behaviour/creation.md#collaborators).
 */
export async function mediaCollabRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const answer of ['accept', 'decline', 'remove'] as const satisfies readonly CoauthorAnswer[]) {
    app.post<{ Params: { mediaId: string } }>(`/api/v1/media/:mediaId/collab/${answer}/`, async (request) => {
      const viewer = await requireViewer(request);
      const notices = new ActivityNotices();
      await answerCoauthorInvite(deps.db, viewer, request.params.mediaId, answer, notices);
      await announceActivity(deps, notices);
      return { status: 'ok' as const };
    });
  }
}
