import { describe, expect, it } from 'vitest';
import { SpamFeedbackSchema } from 'shared-contracts/schemas';
import { countLinks, spamFeedback, spamReason, SPAM_RULES } from './comment-rules.js';

describe('comment spam rule', () => {
  it('counts http, https and www links', () => {
    expect(countLinks('see https://a.example/x and http://b.example and www.c.example')).toBe(3);
    expect(countLinks('no links here, just example.com')).toBe(0);
  });

  it(`refuses more than ${SPAM_RULES.maxLinks} links`, () => {
    expect(spamReason('https://a.example https://b.example', [])).toBeNull();
    expect(spamReason('https://a.example https://b.example www.c.example', [])).toBe('links');
  });

  it(`refuses the same text a third time, ignoring case and spacing`, () => {
    expect(spamReason('Nice!', ['nice!'])).toBeNull();
    expect(spamReason('Nice!', ['nice!', '  NICE!  '])).toBe('repeated');
    expect(spamReason('Nice shot', ['nice!', 'nice!'])).toBeNull();
  });

  it('answers a body the client recognises as spam feedback, in both locales', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const body = spamFeedback(locale);
      expect(() => SpamFeedbackSchema.parse(body)).not.toThrow();
      expect(body.feedback_title.length).toBeGreaterThan(0);
    }
  });
});
