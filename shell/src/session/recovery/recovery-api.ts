import { apiClient } from 'shared-client';
import { isApiError } from 'shared-contracts';
import type { RecoveryMessageKey } from './recovery-messages';

// The calls of the password reset and email confirmation pages (docs/calls.md#accounts).

type Ok = { status: 'ok' };

/** POST a reset request; the answer is the same whether an account matches or not. */
export function requestPasswordReset(usernameOrEmail: string): Promise<Ok> {
  return apiClient.request<Ok>('POST', '/api/v1/accounts/password/reset/', {
    form: { username_or_email: usernameOrEmail },
  });
}

/** POST a new password with a reset link's token; every session of the account ends. */
export function confirmPasswordReset(token: string, password1: string, password2: string): Promise<Ok> {
  return apiClient.request<Ok>('POST', '/api/v1/accounts/password/reset/confirm/', {
    form: { token, new_password1: password1, new_password2: password2 },
  });
}

/** POST an address confirmation link's token. */
export function confirmEmailAddress(token: string): Promise<Ok> {
  return apiClient.request<Ok>('POST', '/api/v1/accounts/email/confirm/', { form: { token } });
}

/** What to say when one of these calls failed. */
export function recoveryErrorKey(error: unknown): RecoveryMessageKey {
  if (isApiError(error, 'link_invalid')) return 'recovery.linkInvalid';
  if (isApiError(error, 'email_unavailable')) return 'recovery.email.unavailable';
  if (isApiError(error, 'rate_limited')) return 'recovery.error.rateLimited';
  if (isApiError(error, 'validation_failed')) return 'recovery.passwordLength';
  if (isApiError(error, 'network', 'timeout')) return 'recovery.error.network';
  return 'recovery.error.generic';
}
