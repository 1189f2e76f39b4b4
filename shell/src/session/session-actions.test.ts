import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-contracts';
import { accountErrorKey } from './session-actions';

describe('accountErrorKey', () => {
  it('maps server error ids to messages and anything else to the generic one', () => {
    expect(accountErrorKey(new ApiError(400, 'invalid_credentials', 'x'))).toBe('error.invalid_credentials');
    expect(accountErrorKey(new ApiError(429, 'rate_limited', 'x'))).toBe('error.rate_limited');
    expect(accountErrorKey(new ApiError(409, 'username_taken', 'x'))).toBe('error.username_taken');
    expect(accountErrorKey(new ApiError(409, 'signup_refused', 'x'))).toBe('error.signup_refused');
    expect(accountErrorKey(new ApiError(0, 'network', 'x'))).toBe('error.network');
    expect(accountErrorKey(new Error('boom'))).toBe('error.generic');
  });
});
