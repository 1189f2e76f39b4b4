import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { findCommentById, listChildComments, listComments } from '../../domain/comments/comment-lists.js';
import { addComment, deleteComment, setCommentLike } from '../../domain/comments/comment-actions.js';
import { AddCommentInputSchema, CommentsQuerySchema } from 'shared-contracts/schemas';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';

type MediaParams = { Params: { mediaId: string } };
type CommentParams = { Params: { mediaId: string; commentId: string } };

/** Comments: list, one by id, replies, add (and reply), like, unlike and delete. */
export async function commentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get<MediaParams>('/api/v1/media/:mediaId/comments/', async (request) => {
    const query = parseInput(CommentsQuerySchema, request.query);
    const viewer = await request.viewer();
    // A post's comments go with the post (docs/behaviour/logged-out.md#what-the-server-withholds).
    await visitorGateOf(db, request, viewer)('post');
    return listComments(db, viewer, request.params.mediaId, query.max_id, urls);
  });

  // One comment, for a permalink: the list's gate and rules (docs/calls.md#comments).
  app.get<CommentParams>('/api/v1/media/:mediaId/comments/:commentId/', async (request) => {
    const viewer = await request.viewer();
    await visitorGateOf(db, request, viewer)('post');
    return findCommentById(db, viewer, request.params.mediaId, request.params.commentId, urls);
  });

  app.get<CommentParams>('/api/v1/media/:mediaId/comments/:commentId/child_comments/', async (request) => {
    const query = parseInput(CommentsQuerySchema, request.query);
    const { mediaId, commentId } = request.params;
    return listChildComments(db, await request.viewer(), mediaId, commentId, query.max_id, urls);
  });

  app.post<MediaParams>('/api/v1/web/comments/:mediaId/add/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(AddCommentInputSchema, request.body ?? {});
    const notices = new ActivityNotices();
    const added = await addComment(
      db,
      viewer,
      request.params.mediaId,
      { text: form.comment_text, repliedToCommentId: form.replied_to_comment_id },
      { urls, locale: localeFromHeader(request.headers['accept-language']), notices },
    );
    await announceActivity(deps, notices);
    return added;
  });

  for (const [action, liked] of [
    ['like', true],
    ['unlike', false],
  ] as const) {
    app.post<{ Params: { commentId: string } }>(`/api/v1/web/comments/${action}/:commentId/`, async (request) => {
      const viewer = await requireViewer(request);
      const notices = new ActivityNotices();
      const state = await setCommentLike(db, viewer, request.params.commentId, liked, notices);
      await announceActivity(deps, notices);
      return { ...state, status: 'ok' as const };
    });
  }

  app.post<CommentParams>('/api/v1/web/comments/:mediaId/delete/:commentId/', async (request) => {
    const viewer = await requireViewer(request);
    const notices = new ActivityNotices();
    await deleteComment(db, viewer, request.params.mediaId, request.params.commentId, notices);
    await announceActivity(deps, notices);
    return { status: 'ok' as const };
  });
}
