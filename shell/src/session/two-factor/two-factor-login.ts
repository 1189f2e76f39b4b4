import { apiClient, sessionStore } from 'shared-client';
import { isApiError, type LoginResult } from 'shared-contracts';
import type { TwoFactorMessageKey } from './two-factor-messages';

/**
 * Sends the checkpoint's challenge and code; on success the session store learns the viewer.
 * Tells whether the login brought back an account awaiting deletion.
 */
export async function confirmSecondFactor(challenge: string, code: string): Promise<{ deletionCancelled: boolean }> {
  const result = await apiClient.request<LoginResult>('POST', '/api/v1/accounts/login/two_factor/', {
    form: { challenge, code },
  });
  sessionStore.setSession(result.viewer ?? null);
  return { deletionCancelled: result.deletion_cancelled === true };
}

/** The message for a refused code (docs/errors.md#error-ids). */
export function checkpointErrorKey(error: unknown): TwoFactorMessageKey {
  if (isApiError(error, 'two_factor_code_invalid')) return 'twoFactor.error.invalid';
  if (isApiError(error, 'two_factor_challenge_expired')) return 'twoFactor.error.expired';
  if (isApiError(error, 'rate_limited')) return 'twoFactor.error.rateLimited';
  if (isApiError(error, 'validation_failed')) return 'twoFactor.error.invalid';
  if (isApiError(error, 'network', 'timeout')) return 'twoFactor.error.network';
  return 'twoFactor.error.generic';
}
