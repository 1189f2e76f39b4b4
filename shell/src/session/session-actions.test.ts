import { describe, expect, it } from 'vitest';
import { ApiError, sessionStore } from 'shared-contracts';
import { installFakeApi } from 'shared-contracts/testing';
import { accountErrorKey, logIn } from './session-actions';

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

describe('logIn', () => {
  const viewer = {
    pk: '1',
    id: '1',
    username: 'lin.xiaoyu',
    full_name: '',
    is_verified: false,
    is_private: false,
    profile_pic_url: '/media/default/avatar.svg',
  };
  const answer = { authenticated: true, user: true, userId: '1', viewer, status: 'ok' };

  it('says when the login brought back an account awaiting deletion, and learns the viewer', async () => {
    const api = installFakeApi();
    try {
      api.on('POST', '/api/v1/web/accounts/login/ajax/', { ...answer, deletion_cancelled: true });
      expect(await logIn('lin.xiaoyu', 'password1')).toEqual({ deletionCancelled: true });
      expect(sessionStore.getState().viewer?.username).toBe('lin.xiaoyu');
      api.on('POST', '/api/v1/web/accounts/login/ajax/', answer);
      expect(await logIn('lin.xiaoyu', 'password1')).toEqual({ deletionCancelled: false });
    } finally {
      api.restore();
      sessionStore.setSession(null);
    }
  });
});
