import { describe, expect, it } from 'vitest';
import { sessionStore } from 'shared-client';
import { installFakeApi } from 'shared-client/testing';
import { logIn } from './log-in';

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

  it('answers the checkpoint’s challenge for an account with a second factor, and starts no session', async () => {
    const api = installFakeApi();
    try {
      api.on('POST', '/api/v1/web/accounts/login/ajax/', {
        authenticated: false,
        user: true,
        two_factor_required: true,
        two_factor_challenge: 'the-challenge',
        status: 'ok',
      });
      expect(await logIn('lin.xiaoyu', 'password1')).toEqual({
        deletionCancelled: false,
        twoFactorChallenge: 'the-challenge',
      });
      expect(sessionStore.getState().viewer).toBeNull();
      expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/web/accounts/login/ajax/']);
    } finally {
      api.restore();
    }
  });
});
