import type { AddCommentResult, ChildCommentsPage, CommentById, CommentsPage } from 'shared-contracts';
import { apiClient } from '../client.js';

/** GET a page of a post's top-level comments; `maxId` pages to older ones. */
export function fetchComments(
  mediaId: string,
  options: { maxId?: string | null; signal?: AbortSignal } = {},
): Promise<CommentsPage> {
  return apiClient.request('GET', `/api/v1/media/${encodeURIComponent(mediaId)}/comments/`, {
    query: { can_support_threading: true, max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** GET one comment by id, with its thread's top-level comment for a reply (docs/calls.md#comments). */
export function fetchComment(mediaId: string, commentId: string, signal?: AbortSignal): Promise<CommentById> {
  return apiClient.request(
    'GET',
    `/api/v1/media/${encodeURIComponent(mediaId)}/comments/${encodeURIComponent(commentId)}/`,
    { signal },
  );
}

/** GET a page of replies to a comment. */
export function fetchChildComments(
  mediaId: string,
  commentId: string,
  options: { maxId?: string | null; signal?: AbortSignal } = {},
): Promise<ChildCommentsPage> {
  return apiClient.request(
    'GET',
    `/api/v1/media/${encodeURIComponent(mediaId)}/comments/${encodeURIComponent(commentId)}/child_comments/`,
    { query: { max_id: options.maxId ?? undefined }, signal: options.signal },
  );
}

/**
 * POST add a comment (comment_text, replied_to_comment_id; docs/calls.md#comments). A spam refusal
 * rejects with an ApiError whose body is a SpamFeedback.
 */
export function addComment(
  mediaId: string,
  text: string,
  repliedToCommentId?: string | null,
): Promise<AddCommentResult> {
  const form: Record<string, string> = { comment_text: text };
  if (repliedToCommentId) form.replied_to_comment_id = repliedToCommentId;
  return apiClient.request('POST', `/api/v1/web/comments/${encodeURIComponent(mediaId)}/add/`, { form });
}

/** POST like a comment. */
export function likeComment(commentId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', `/api/v1/web/comments/like/${encodeURIComponent(commentId)}/`, { form: {} });
}

/** POST unlike a comment. */
export function unlikeComment(commentId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', `/api/v1/web/comments/unlike/${encodeURIComponent(commentId)}/`, { form: {} });
}

/** POST delete a comment (its author or the post owner). */
export function deleteComment(mediaId: string, commentId: string): Promise<{ status: 'ok' }> {
  return apiClient.request(
    'POST',
    `/api/v1/web/comments/${encodeURIComponent(mediaId)}/delete/${encodeURIComponent(commentId)}/`,
    { form: {} },
  );
}
