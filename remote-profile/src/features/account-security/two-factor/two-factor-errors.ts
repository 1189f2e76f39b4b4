import { isApiError } from 'shared-contracts';
import type { TwoFactorMessageKey } from '../../../i18n/two-factor-messages';

/** Where a refusal is said: under the password, under the code, or under the button. */
export interface TwoFactorError {
  field: 'password' | 'code' | 'form';
  key: TwoFactorMessageKey;
}

/** The message of a refused two-factor call (docs/errors.md#error-ids). */
export function twoFactorErrorOf(error: unknown): TwoFactorError {
  if (isApiError(error, 'invalid_credentials')) return { field: 'password', key: 'twoFactor.error.password' };
  if (isApiError(error, 'two_factor_code_invalid')) return { field: 'code', key: 'twoFactor.error.wrongCode' };
  if (isApiError(error, 'rate_limited')) return { field: 'form', key: 'twoFactor.error.rateLimited' };
  return { field: 'form', key: 'twoFactor.error.failed' };
}

/** A 6-digit code as typed, spaces dropped, or null. */
export function sixDigits(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** A 6-digit code or a recovery code as typed (dashes, spaces and case ignored), or null. */
export function codeOrRecovery(value: string): string | null {
  const code = value.replace(/[\s-]+/g, '').toLowerCase();
  return /^(\d{6}|[a-z0-9]{10})$/.test(code) ? code : null;
}
