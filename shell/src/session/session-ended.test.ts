import { describe, expect, it } from 'vitest';
import { isSessionEnded, noticeResponse } from './session-ended';

describe('noticeResponse', () => {
  it('ends the session on the first 401 of a logged-in page, once, and ignores anything else', () => {
    expect(noticeResponse(200, true)).toBe(false);
    expect(noticeResponse(403, true)).toBe(false);
    // A visitor's 401 (a call that needs a login) is no ended session.
    expect(noticeResponse(401, false)).toBe(false);
    expect(isSessionEnded()).toBe(false);
    expect(noticeResponse(401, true)).toBe(true);
    expect(noticeResponse(401, true)).toBe(false);
    expect(isSessionEnded()).toBe(true);
  });
});
