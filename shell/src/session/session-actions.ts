import { fetchSharedData, logout, sessionStore, signUp } from 'shared-client';
import { isApiError, type SignUpInput } from 'shared-contracts';
import type { ShellMessageKey } from '../i18n/messages';
import { rememberSignupFirst } from '../visitors/exposure';
import { beginDeliberateLogout, noticeSessionGone } from './session-ended';
import { forgetBrowserPush } from './forget-browser-push';

/** Learns who is logged in (and the CSRF token) from the server. */
export async function refreshSession(): Promise<{ consentRequired: boolean }> {
  const shared = await fetchSharedData();
  sessionStore.setSession(shared.config.viewer, shared.config.csrf_token);
  rememberSignupFirst(shared.config.signup_first);
  return { consentRequired: shared.config.cookie_consent_required };
}

/**
 * Asks the server who is logged in after the realtime socket said this tab's session ended. A
 * session that is gone brings the ended-session dialog, as a call's 401 does, instead of a silent
 * switch to the login page (docs/behaviour/accounts.md#when-the-session-ends); another account
 * logged in elsewhere is simply taken on.
 */
export async function recheckSession(): Promise<void> {
  const wasLoggedIn = sessionStore.getState().status === 'authenticated';
  const shared = await fetchSharedData();
  // A page that logged itself out meanwhile (log out, account deletion) ended the session on
  // purpose: the socket's close only echoes that.
  const stillLoggedIn = sessionStore.getState().status === 'authenticated';
  if (wasLoggedIn && !stillLoggedIn) return;
  if (wasLoggedIn && !shared.config.viewer) {
    noticeSessionGone();
    return;
  }
  sessionStore.setSession(shared.config.viewer, shared.config.csrf_token);
}

/** Creates an account and logs it in. */
export async function createAccount(input: SignUpInput): Promise<void> {
  const result = await signUp(input);
  if (result.viewer) sessionStore.setSession(result.viewer);
  else await refreshSession();
}

/**
 * Logs out on the server, then forgets the viewer locally. Calls in flight meanwhile answer 401;
 * that is this logout, never the ended-session dialog (docs/behaviour/accounts.md#logout).
 */
export async function logOut(): Promise<void> {
  const finished = beginDeliberateLogout();
  try {
    await Promise.all([logout().catch(() => undefined), forgetBrowserPush()]);
    await refreshSession().catch(() => sessionStore.setSession(null));
  } finally {
    finished();
  }
}

/** The message key explaining why a login or sign-up failed. */
export function accountErrorKey(error: unknown): ShellMessageKey {
  if (isApiError(error, 'invalid_credentials')) return 'error.invalid_credentials';
  if (isApiError(error, 'rate_limited')) return 'error.rate_limited';
  if (isApiError(error, 'username_taken')) return 'error.username_taken';
  if (isApiError(error, 'signup_refused')) return 'error.signup_refused';
  if (isApiError(error, 'validation_failed')) return 'error.validation_failed';
  if (isApiError(error, 'network', 'timeout')) return 'error.network';
  return 'error.generic';
}
