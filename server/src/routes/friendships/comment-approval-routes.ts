import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireViewer } from '../../http/session.js';
import { approveCoveredComment } from '../../domain/users/comment-approval.js';

/** POST approve a covered comment (a restricted author's) on the viewer's own post. */
export async function commentApprovalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { mediaId: string; commentId: string } }>(
    '/api/v1/web/comments/:mediaId/approve/:commentId/',
    async (request) => {
      const viewer = await requireViewer(request);
      const { mediaId, commentId } = request.params;
      return {
        comment: await approveCoveredComment(deps.db, viewer, mediaId, commentId, deps.urls),
        status: 'ok' as const,
      };
    },
  );
}
