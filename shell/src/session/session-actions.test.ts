import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared-contracts';
import { apiClient, sessionStore } from 'shared-client';
import { installFakeApi } from 'shared-client/testing';
import { accountErrorKey, logOut, recheckSession } from './session-actions';
import { isSessionEnded, watchForEndedSession } from './session-ended';

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

// Before the fix, a feed request answered during the viewer's own logout brought "Logging out /
// You need to log in again" over the login page (docs/behaviour/accounts.md#logout).
describe('logOut', () => {
  it("never takes a 401 answered during the viewer's own logout for an ended session", async () => {
    let feedCall: Promise<unknown> = Promise.resolve();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/web/accounts/logout/ajax/') {
        // A feed request in flight reaches the server once the session is gone.
        feedCall = apiClient.request('GET', '/api/v1/feed/timeline/').catch(() => undefined);
        await feedCall;
        return Response.json({ status: 'ok' });
      }
      if (path === '/api/v1/web/data/shared_data/') {
        return Response.json({
          config: { viewer: null, csrf_token: 'after', cookie_consent_required: false, signup_first: false },
        });
      }
      return Response.json({ error_id: 'login_required', message: 'Log in' }, { status: 401 });
    });
    try {
      watchForEndedSession();
      sessionStore.setSession({
        pk: '3',
        id: '3',
        username: 'zhou.jie',
        full_name: '',
        is_verified: false,
        is_private: false,
        profile_pic_url: '/media/default/avatar.svg',
      });
      await logOut();
      await feedCall;
      expect(sessionStore.getState().status).toBe('anonymous');
      expect(isSessionEnded()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      apiClient.configure({ fetch: (...args) => globalThis.fetch(...args) });
      sessionStore.setSession(null);
    }
  });
});

describe('recheckSession', () => {
  const viewer = {
    pk: '2',
    id: '2',
    username: 'chen.hao',
    full_name: '',
    is_verified: false,
    is_private: false,
    profile_pic_url: '/media/default/avatar.svg',
  };
  const shared = (who: typeof viewer | null) => ({
    config: { viewer: who, csrf_token: 'token-after', cookie_consent_required: false, signup_first: false },
  });

  it('takes on another account logged in elsewhere', async () => {
    const api = installFakeApi();
    try {
      sessionStore.setSession({ ...viewer, pk: '1', id: '1', username: 'lin.xiaoyu' });
      api.on('GET', '/api/v1/web/data/shared_data/', shared(viewer));
      await recheckSession();
      expect(sessionStore.getState().viewer?.username).toBe('chen.hao');
      expect(isSessionEnded()).toBe(false);
    } finally {
      api.restore();
      sessionStore.setSession(null);
    }
  });

  // Deleting the account (or logging out) in this tab ends the session on purpose: the server's
  // socket close then races the page's own switch to logged out, and must not bring the dialog.
  it('stays quiet when the page itself logged out while the check was in flight', async () => {
    const api = installFakeApi();
    try {
      sessionStore.setSession(viewer);
      api.on('GET', '/api/v1/web/data/shared_data/', () => {
        sessionStore.setSession(null);
        return shared(null);
      });
      await recheckSession();
      expect(isSessionEnded()).toBe(false);
      expect(sessionStore.getState().status).not.toBe('authenticated');
    } finally {
      api.restore();
      sessionStore.setSession(null);
    }
  });

  it('brings the ended-session dialog when the session is gone, instead of switching to logged out', async () => {
    const api = installFakeApi();
    try {
      sessionStore.setSession(viewer);
      api.on('GET', '/api/v1/web/data/shared_data/', shared(null));
      await recheckSession();
      expect(isSessionEnded()).toBe(true);
      // The page stays as it was behind the dialog; its Log in reloads.
      expect(sessionStore.getState().status).toBe('authenticated');
    } finally {
      api.restore();
      sessionStore.setSession(null);
    }
  });
});
