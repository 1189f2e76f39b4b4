import { describe, expect, it } from 'vitest';
import { createMessageRateLimiter, parseClientMessage } from './client-messages.js';

describe('client messages', () => {
  it('reads the known messages and nothing else', () => {
    expect(parseClientMessage('{"type":"echo","nonce":"a"}')).toEqual({ type: 'echo', nonce: 'a' });
    expect(parseClientMessage('{"type":"typing","threadId":"12","active":false}')).toEqual({
      type: 'typing',
      threadId: '12',
      active: false,
    });
    for (const raw of [
      '{oops',
      'null',
      '[]',
      '{"type":"typing","threadId":"x; drop","active":true}',
      '{"type":"typing","threadId":"1"}',
      '{"type":"publish","userIds":[1]}',
      `{"type":"echo","nonce":"${'n'.repeat(65)}"}`,
    ])
      expect(parseClientMessage(raw), raw).toBeNull();
  });

  it('accepts a window of messages, drops the next ones, then says close', () => {
    const limit = createMessageRateLimiter({ perWindow: 2, dropsBeforeClose: 2, windowMs: 1000 });
    expect([0, 1, 2, 3, 4, 5].map((t) => limit(t))).toEqual(['accept', 'accept', 'drop', 'drop', 'close', 'close']);
    expect(limit(1000)).toBe('accept');
  });
});
