import { afterAll, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module, and a fresh one for the files after this one: the record that the
// session ended stays set once set, and the unit tests' worker may hand one file's module instances
// to the next (vmThreads under vitest 4 does not isolate them; see session-actions.test.ts).
async function freshSessionEnded() {
  vi.resetModules();
  return import('./session-ended');
}
afterAll(() => vi.resetModules());

describe('noticeResponse', () => {
  it('ends the session on the first 401 of a logged-in page, once, and ignores anything else', async () => {
    const { noticeResponse, isSessionEnded } = await freshSessionEnded();
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
