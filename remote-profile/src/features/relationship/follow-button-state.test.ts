import { describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP } from './relationship-store';
import { followButtonState } from './follow-button-state';

describe('followButtonState', () => {
  it('reads following, a pending request, and a follower not followed back', () => {
    expect(followButtonState(NO_FRIENDSHIP)).toBe('follow');
    expect(followButtonState({ ...NO_FRIENDSHIP, followed_by: true })).toBe('follow-back');
    expect(followButtonState({ ...NO_FRIENDSHIP, outgoing_request: true })).toBe('requested');
    expect(followButtonState({ ...NO_FRIENDSHIP, following: true, followed_by: true })).toBe('following');
  });
});
