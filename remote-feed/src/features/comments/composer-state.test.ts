import { describe, expect, it } from 'vitest';
import { ApiError, type SpamFeedback } from 'shared-contracts';
import {
  commentFailureOf,
  composerReducer,
  initialComposerState,
  pendingFromDraft,
  repliedToIdToSend,
  type ComposerAction,
  type ComposerState,
  type ReplyTarget,
} from './composer-state';

const run = (actions: ComposerAction[], from: ComposerState = initialComposerState): ComposerState =>
  actions.reduce(composerReducer, from);

const replyToReply: ReplyTarget = { commentId: '42', authorId: '9', username: 'bo', parentId: '40' };

const spamBody: SpamFeedback = {
  status: 'fail',
  error_id: 'comment_spam',
  message: 'spam',
  spam: true,
  feedback_title: 'Title',
  feedback_message: 'Message',
  feedback_url: '/help/',
  feedback_action: 'report_problem',
  feedback_appeal_label: 'Tell us',
  restriction_enrollment_data: null,
  enforcement_transparency_instance_identifier: null,
};

describe('composer states (change pending, commit requested, succeeded or failed)', () => {
  it('starts as an empty change-pending draft that cannot be sent', () => {
    expect(initialComposerState.phase).toBe('change-pending');
    expect(pendingFromDraft('7', initialComposerState)).toBeNull();
    expect(pendingFromDraft('7', run([{ type: 'changed', text: '   ' }]))).toBeNull();
  });

  it('goes change pending -> commit requested -> succeeded, emptying the field', () => {
    const typed = run([{ type: 'changed', text: ' Lovely light ' }]);
    const pending = pendingFromDraft('7', typed);
    expect(pending).toEqual({
      postId: '7',
      text: 'Lovely light',
      repliedToCommentId: null,
      repliedToCommentAuthorId: null,
      repliedToUsername: null,
      repliedToCommentParentId: null,
    });
    const requested = composerReducer(typed, { type: 'commit-requested', pending: pending! });
    expect(requested).toMatchObject({ phase: 'commit-requested', draft: '', pending });
    // Nothing can be typed or sent twice while it is on its way.
    expect(composerReducer(requested, { type: 'changed', text: 'x' })).toBe(requested);
    expect(pendingFromDraft('7', requested)).toBeNull();
    expect(composerReducer(requested, { type: 'succeeded' })).toMatchObject({
      phase: 'succeeded',
      draft: '',
      pending: null,
      replyTo: null,
    });
  });

  it('on failure puts the text and the reply target back and keeps the pending comment for Retry', () => {
    const typed = run([
      { type: 'reply-started', target: replyToReply },
      { type: 'changed', text: '@bo agreed' },
    ]);
    const pending = pendingFromDraft('7', typed)!;
    const failed = run(
      [
        { type: 'commit-requested', pending },
        { type: 'failed', failure: { kind: 'failed' } },
      ],
      typed,
    );
    expect(failed).toMatchObject({ phase: 'failed', draft: '@bo agreed', replyTo: replyToReply, pending });
    // Retry sends the very same pending comment and empties the field again.
    const retried = composerReducer(failed, { type: 'commit-requested', pending });
    expect(retried).toMatchObject({ phase: 'commit-requested', draft: '', replyTo: null, pending });
  });

  it('a Retry after the viewer typed something new keeps the new draft', () => {
    const pending = pendingFromDraft('7', run([{ type: 'changed', text: 'first' }]))!;
    const failed = run([
      { type: 'changed', text: 'first' },
      { type: 'commit-requested', pending },
      { type: 'failed', failure: { kind: 'failed' } },
      { type: 'changed', text: 'second thought' },
    ]);
    expect(failed.phase).toBe('change-pending');
    expect(composerReducer(failed, { type: 'commit-requested', pending })).toMatchObject({
      draft: 'second thought',
      pending,
    });
  });

  it('keeps a spam failure until the dialog is dismissed', () => {
    const pending = pendingFromDraft('7', run([{ type: 'changed', text: 'buy now' }]))!;
    const failed = run([
      { type: 'changed', text: 'buy now' },
      { type: 'commit-requested', pending },
      { type: 'failed', failure: { kind: 'spam', feedback: spamBody } },
    ]);
    expect(failed.failure).toEqual({ kind: 'spam', feedback: spamBody });
    expect(composerReducer(failed, { type: 'failure-dismissed' }).failure).toBeNull();
  });
});

describe('replying', () => {
  it('prefills "@username " and drops the target when the mention is erased', () => {
    const started = run([{ type: 'reply-started', target: replyToReply }]);
    expect(started.draft).toBe('@bo ');
    expect(started.replyTo).toEqual(replyToReply);
    expect(composerReducer(started, { type: 'changed', text: '@bo hi' }).replyTo).toEqual(replyToReply);
    expect(composerReducer(started, { type: 'changed', text: 'hi' }).replyTo).toBeNull();
  });

  it('switching or cancelling the target keeps what was typed after the mention', () => {
    const typed = run([
      { type: 'reply-started', target: replyToReply },
      { type: 'changed', text: '@bo nice' },
    ]);
    const other: ReplyTarget = { commentId: '50', authorId: '3', username: 'cy', parentId: null };
    expect(composerReducer(typed, { type: 'reply-started', target: other }).draft).toBe('@cy nice');
    expect(composerReducer(typed, { type: 'reply-cancelled' })).toMatchObject({ draft: 'nice', replyTo: null });
  });

  it('sends the reply to the top-level comment of the thread', () => {
    const pending = pendingFromDraft(
      '7',
      run([
        { type: 'reply-started', target: replyToReply },
        { type: 'changed', text: '@bo yes' },
      ]),
    )!;
    expect(pending).toMatchObject({
      repliedToCommentId: '42',
      repliedToCommentAuthorId: '9',
      repliedToUsername: 'bo',
      repliedToCommentParentId: '40',
    });
    expect(repliedToIdToSend(pending)).toBe('40');
    expect(repliedToIdToSend({ ...pending, repliedToCommentParentId: null })).toBe('42');
    expect(repliedToIdToSend({ ...pending, repliedToCommentId: null })).toBeNull();
  });
});

describe('commentFailureOf', () => {
  it('tells spam (with its feedback), rate limits, closed comments and anything else apart', () => {
    expect(commentFailureOf(new ApiError(400, 'comment_spam', 'spam', spamBody))).toEqual({
      kind: 'spam',
      feedback: spamBody,
    });
    expect(commentFailureOf(new ApiError(429, 'rate_limited', 'slow'))).toEqual({ kind: 'rate-limited' });
    expect(commentFailureOf(new ApiError(403, 'comments_disabled', 'off'))).toEqual({ kind: 'comments-disabled' });
    expect(commentFailureOf(new ApiError(500, 'internal', 'boom'))).toEqual({ kind: 'failed' });
    expect(commentFailureOf(new ApiError(0, 'network', 'offline'))).toEqual({ kind: 'failed' });
    // A spam id without the feedback body cannot fill the dialog: it is a plain failure.
    expect(commentFailureOf(new ApiError(400, 'comment_spam', 'spam', null))).toEqual({ kind: 'failed' });
  });
});
