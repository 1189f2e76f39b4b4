import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { type Comment } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useAddCommentMutation } from 'shared-client/queries';
import {
  commentFailureOf,
  composerReducer,
  initialComposerState,
  pendingFromDraft,
  repliedToIdToSend,
  type ComposerState,
  type PendingComment,
  type ReplyTarget,
} from './composer-state';
import { useCommentsTranslation } from './messages';

/** The composer's state and the viewer's moves. */
export interface CommentComposer {
  state: ComposerState;
  change(text: string): void;
  startReply(target: ReplyTarget): void;
  cancelReply(): void;
  /** Sends the draft; does nothing when it cannot be sent or a comment is already on its way. */
  submit(): void;
  dismissFailure(): void;
}

/**
 * The comment flow (docs/behaviour/comments.md#posting) over the add-comment mutation (which puts
 * the stored comment in the cached list and announces the count). Success hands the comment to
 * `onPosted`; a spam refusal leaves its feedback in the state (the dialog shows it); a rate limit
 * or closed comments get their own message; any other failure shows the "couldn't post" toast whose
 * Retry sends the very same pending comment (text and reply target) again.
 */
export function useCommentComposer({
  mediaId,
  onPosted,
}: {
  mediaId: string;
  onPosted: (comment: Comment) => void;
}): CommentComposer {
  const t = useCommentsTranslation();
  const [state, dispatch] = useReducer(composerReducer, initialComposerState);
  const { mutateAsync: addComment } = useAddCommentMutation(mediaId);
  const inFlight = useRef(false);
  // Read by handlers and by a Retry that may run after many renders: always the latest values.
  const stateRef = useRef(state);
  const latest = useRef({ onPosted, t, addComment });
  useLayoutEffect(() => {
    stateRef.current = state;
    latest.current = { onPosted, t, addComment };
  });

  const send = useCallback(async function send(pending: PendingComment): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'commit-requested', pending });
    try {
      const result = await latest.current.addComment({
        text: pending.text,
        repliedToCommentId: repliedToIdToSend(pending),
      });
      dispatch({ type: 'succeeded' });
      latest.current.onPosted(result.comment);
    } catch (error) {
      const failure = commentFailureOf(error);
      dispatch({ type: 'failed', failure });
      const { t: tr } = latest.current;
      if (failure.kind === 'failed') {
        requestToast({
          message: tr('composer.failed'),
          action: { label: tr('composer.retry'), onAction: () => void send(pending) },
        });
      } else if (failure.kind === 'rate-limited') {
        requestToast({ message: tr('composer.rateLimited') });
      } else if (failure.kind === 'comments-disabled') {
        // The mutation marked the post: the composer gives way to the note.
        requestToast({ message: tr('composer.disabled') });
      }
    } finally {
      inFlight.current = false;
    }
  }, []);

  const submit = useCallback(() => {
    const pending = pendingFromDraft(mediaId, stateRef.current);
    if (pending) void send(pending);
  }, [mediaId, send]);

  const change = useCallback((text: string) => dispatch({ type: 'changed', text }), []);
  const startReply = useCallback((target: ReplyTarget) => dispatch({ type: 'reply-started', target }), []);
  const cancelReply = useCallback(() => dispatch({ type: 'reply-cancelled' }), []);
  const dismissFailure = useCallback(() => dispatch({ type: 'failure-dismissed' }), []);

  return { state, change, startReply, cancelReply, submit, dismissFailure };
}
