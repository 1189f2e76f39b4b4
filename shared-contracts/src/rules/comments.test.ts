import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH } from '../constants.js';
import {
  canDeleteComment,
  COMMENT_COUNTER_THRESHOLD,
  commentLengthState,
  isSpamFeedback,
  replyPrefill,
  replyThreadId,
} from './comments.js';
import { SpamFeedbackSchema } from '../schemas/comments.js';

describe('commentLengthState', () => {
  it('cannot send a blank draft', () => {
    expect(commentLengthState('').canSend).toBe(false);
    expect(commentLengthState('   \n ').canSend).toBe(false);
    expect(commentLengthState(' hi ').canSend).toBe(true);
  });

  it('shows the counter only near the limit', () => {
    const near = MAX_COMMENT_LENGTH - COMMENT_COUNTER_THRESHOLD;
    expect(commentLengthState('a'.repeat(near - 1))).toEqual({
      remaining: COMMENT_COUNTER_THRESHOLD + 1,
      showCounter: false,
      canSend: true,
    });
    expect(commentLengthState('a'.repeat(near))).toMatchObject({
      remaining: COMMENT_COUNTER_THRESHOLD,
      showCounter: true,
    });
  });

  it('refuses a draft over the limit, counting like the server (after trimming)', () => {
    expect(commentLengthState('a'.repeat(MAX_COMMENT_LENGTH))).toMatchObject({ remaining: 0, canSend: true });
    expect(commentLengthState('a'.repeat(MAX_COMMENT_LENGTH + 1))).toMatchObject({ remaining: -1, canSend: false });
    expect(commentLengthState(`${'a'.repeat(MAX_COMMENT_LENGTH)}  `).canSend).toBe(true);
  });
});

describe('replies', () => {
  it('prefills the author handle and a space', () => {
    expect(replyPrefill('ana.lima')).toBe('@ana.lima ');
  });

  it('attaches a reply to a reply to the top-level comment', () => {
    expect(replyThreadId({ pk: '5', parent_comment_id: null })).toBe('5');
    expect(replyThreadId({ pk: '9', parent_comment_id: '5' })).toBe('5');
  });
});

describe('canDeleteComment', () => {
  it('lets the author and the post owner delete, nobody else', () => {
    expect(canDeleteComment('1', '1', '2')).toBe(true);
    expect(canDeleteComment('2', '1', '2')).toBe(true);
    expect(canDeleteComment('3', '1', '2')).toBe(false);
    expect(canDeleteComment(null, '1', '2')).toBe(false);
  });
});

describe('isSpamFeedback', () => {
  const body = {
    status: 'fail',
    error_id: 'comment_spam',
    message: 'spam',
    spam: true,
    feedback_title: 'We limit how often you can do certain things',
    feedback_message: 'Tell us if you think we made a mistake.',
    feedback_url: '/help/spam/',
    feedback_action: 'report_problem',
    feedback_appeal_label: 'Tell us',
    restriction_enrollment_data: null,
    enforcement_transparency_instance_identifier: null,
  };

  it('accepts the spam answer the schema describes', () => {
    expect(SpamFeedbackSchema.safeParse(body).success).toBe(true);
    expect(isSpamFeedback(body)).toBe(true);
  });

  it('refuses other error bodies', () => {
    expect(isSpamFeedback({ status: 'fail', error_id: 'rate_limited', message: 'slow down' })).toBe(false);
    expect(isSpamFeedback({ ...body, feedback_title: undefined })).toBe(false);
    expect(isSpamFeedback(null)).toBe(false);
    expect(isSpamFeedback('comment_spam')).toBe(false);
  });
});
