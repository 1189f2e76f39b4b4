import {
  commentLengthState,
  isApiError,
  isSpamFeedback,
  replyPrefill,
  replyThreadId,
  type Comment,
  type SpamFeedback,
} from 'shared-contracts';

/** The comment the viewer is answering. */
export interface ReplyTarget {
  commentId: string;
  authorId: string;
  username: string;
  /** The replied-to comment's own parent (null for a top-level comment). */
  parentId: string | null;
}

/** A comment on its way to the server; Retry sends it again (docs/behaviour/comments.md#failures). */
export interface PendingComment {
  postId: string;
  text: string;
  repliedToCommentId: string | null;
  repliedToCommentAuthorId: string | null;
  repliedToUsername: string | null;
  repliedToCommentParentId: string | null;
}

/** Why a commit failed, as the composer tells the viewer. */
export type CommentFailure =
  | { kind: 'spam'; feedback: SpamFeedback }
  | { kind: 'rate-limited' }
  | { kind: 'comments-disabled' }
  | { kind: 'failed' };

/**
 * The composer's states (docs/behaviour/comments.md#posting): change pending, commit requested,
 * succeeded or failed.
 */
export type ComposerPhase = 'change-pending' | 'commit-requested' | 'succeeded' | 'failed';

/** The composer as one value. */
export interface ComposerState {
  phase: ComposerPhase;
  draft: string;
  replyTo: ReplyTarget | null;
  /** The comment being sent, or the last one that failed (what Retry sends again). */
  pending: PendingComment | null;
  failure: CommentFailure | null;
}

/** What can happen to the composer. */
export type ComposerAction =
  | { type: 'changed'; text: string }
  | { type: 'reply-started'; target: ReplyTarget }
  | { type: 'reply-cancelled' }
  | { type: 'commit-requested'; pending: PendingComment }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: CommentFailure }
  | { type: 'failure-dismissed' };

/** An empty composer. */
export const initialComposerState: ComposerState = {
  phase: 'change-pending',
  draft: '',
  replyTo: null,
  pending: null,
  failure: null,
};

/** The reply target of a comment the viewer clicked "Reply" on. */
export function replyTargetOf(comment: Comment): ReplyTarget {
  return {
    commentId: comment.pk,
    authorId: comment.user.pk,
    username: comment.user.username,
    parentId: comment.parent_comment_id,
  };
}

/** The pending comment the current draft would send, or null when it cannot be sent now. */
export function pendingFromDraft(postId: string, state: ComposerState): PendingComment | null {
  if (state.phase === 'commit-requested' || !commentLengthState(state.draft).canSend) return null;
  const reply = state.replyTo;
  return {
    postId,
    text: state.draft.trim(),
    repliedToCommentId: reply?.commentId ?? null,
    repliedToCommentAuthorId: reply?.authorId ?? null,
    repliedToUsername: reply?.username ?? null,
    repliedToCommentParentId: reply?.parentId ?? null,
  };
}

/**
 * The replied_to_comment_id to send: the thread's top-level comment, so a reply to a reply joins
 * the same thread (threads are one level deep).
 */
export function repliedToIdToSend(pending: PendingComment): string | null {
  if (pending.repliedToCommentId === null) return null;
  return replyThreadId({ pk: pending.repliedToCommentId, parent_comment_id: pending.repliedToCommentParentId });
}

/** The failure an error of the add call means. */
export function commentFailureOf(error: unknown): CommentFailure {
  if (isApiError(error, 'comment_spam') && isSpamFeedback(error.body)) return { kind: 'spam', feedback: error.body };
  if (isApiError(error, 'rate_limited')) return { kind: 'rate-limited' };
  if (isApiError(error, 'comments_disabled')) return { kind: 'comments-disabled' };
  return { kind: 'failed' };
}

function startsWithMention(text: string, username: string): boolean {
  return text.startsWith(`@${username}`);
}

/** The composer's reducer. */
export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'changed': {
      if (state.phase === 'commit-requested') return state;
      // Erasing the @mention a reply started with turns the reply back into a plain comment.
      const replyTo = state.replyTo && startsWithMention(action.text, state.replyTo.username) ? state.replyTo : null;
      return { ...state, phase: 'change-pending', draft: action.text, replyTo, failure: null };
    }
    case 'reply-started': {
      if (state.phase === 'commit-requested') return state;
      const prefill = replyPrefill(action.target.username);
      // Keep what was typed after an earlier mention, so switching the target loses nothing.
      const rest = state.replyTo ? state.draft.slice(`@${state.replyTo.username}`.length).trimStart() : state.draft;
      return { ...state, phase: 'change-pending', draft: prefill + rest, replyTo: action.target, failure: null };
    }
    case 'reply-cancelled': {
      if (state.phase === 'commit-requested' || !state.replyTo) return state;
      const draft = state.draft.slice(`@${state.replyTo.username}`.length).trimStart();
      return { ...state, phase: 'change-pending', draft, replyTo: null };
    }
    case 'commit-requested': {
      if (state.phase === 'commit-requested') return state;
      const { pending } = action;
      // A retry of what the composer still holds empties it, like a first send does; a retry
      // after the viewer started something else keeps the new draft.
      const holdsIt = state.draft.trim() === pending.text || state.draft.trim() === '';
      return {
        phase: 'commit-requested',
        draft: holdsIt ? '' : state.draft,
        replyTo: holdsIt ? null : state.replyTo,
        pending,
        failure: null,
      };
    }
    case 'succeeded':
      if (state.phase !== 'commit-requested') return state;
      return { ...state, phase: 'succeeded', pending: null, failure: null };
    case 'failed': {
      if (state.phase !== 'commit-requested' || !state.pending) return state;
      const { pending } = state;
      // The text comes back into an empty composer so nothing typed is lost.
      if (state.draft !== '') return { ...state, phase: 'failed', failure: action.failure };
      const replyTo: ReplyTarget | null =
        pending.repliedToCommentId !== null && pending.repliedToUsername !== null
          ? {
              commentId: pending.repliedToCommentId,
              authorId: pending.repliedToCommentAuthorId ?? '',
              username: pending.repliedToUsername,
              parentId: pending.repliedToCommentParentId,
            }
          : null;
      return { ...state, phase: 'failed', draft: pending.text, replyTo, failure: action.failure };
    }
    case 'failure-dismissed':
      return { ...state, failure: null };
  }
}
