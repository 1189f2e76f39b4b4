import { MAX_COMMENT_LENGTH } from '../constants.js';
import type { SpamFeedback } from '../schemas/types.js';

/** The composer shows its character counter once this few characters (or fewer) are left. */
export const COMMENT_COUNTER_THRESHOLD = 100;

/** What a comment draft's length allows: characters left, whether to show the counter, whether it can be sent. */
interface CommentLengthState {
  remaining: number;
  showCounter: boolean;
  canSend: boolean;
}

/**
 * Length rules of a comment draft. The server trims and then checks 1..MAX_COMMENT_LENGTH UTF-16
 * units (its schema), so the same counting is used here; blank drafts cannot be sent.
 */
export function commentLengthState(text: string, max: number = MAX_COMMENT_LENGTH): CommentLengthState {
  const remaining = max - text.length;
  const trimmed = text.trim().length;
  return {
    remaining,
    showCounter: remaining <= COMMENT_COUNTER_THRESHOLD,
    canSend: trimmed > 0 && trimmed <= max,
  };
}

/** The text a reply starts with: the replied-to author's handle and a space. */
export function replyPrefill(username: string): string {
  return `@${username} `;
}

/** The top-level comment a reply belongs to: a reply to a reply joins its parent's thread. */
export function replyThreadId(comment: { pk: string; parent_comment_id: string | null }): string {
  return comment.parent_comment_id ?? comment.pk;
}

/** Whether the viewer may delete a comment: its author, or the owner of the post it is on. */
export function canDeleteComment(
  viewerPk: string | null | undefined,
  commentAuthorPk: string,
  postOwnerPk: string,
): boolean {
  return !!viewerPk && (viewerPk === commentAuthorPk || viewerPk === postOwnerPk);
}

/** Whether an error body is the spam refusal that fills the feedback dialog (docs/entities.md#spam-feedback). */
export function isSpamFeedback(body: unknown): body is SpamFeedback {
  if (!body || typeof body !== 'object') return false;
  const record = body as Record<string, unknown>;
  return (
    record.error_id === 'comment_spam' &&
    record.spam === true &&
    typeof record.feedback_title === 'string' &&
    typeof record.feedback_message === 'string' &&
    typeof record.feedback_url === 'string' &&
    typeof record.feedback_appeal_label === 'string'
  );
}
