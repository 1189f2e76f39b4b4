import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isApiError } from 'shared-contracts';
import type { SecurityMessageKey } from '../../i18n/security-messages';
import type { PasswordChange } from './account-security-api';

/** A field of the password form. */
export type PasswordField = keyof PasswordChange;
/** What is wrong, per field, and with the form as a whole. */
export type PasswordErrors = Partial<Record<PasswordField | 'form', SecurityMessageKey>>;

const lengthOk = (value: string) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;

/** The checks made before sending (docs/behaviour/accounts.md#changing-the-password): the server's own rules. */
export function checkPasswordForm(form: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.old_password) errors.old_password = 'security.password.missingCurrent';
  if (!lengthOk(form.new_password1)) errors.new_password1 = 'security.password.length';
  else if (form.new_password2 !== form.new_password1) errors.new_password2 = 'security.password.mismatch';
  return errors;
}

/** The server's refusal, put under the field it concerns or under the button. */
export function passwordErrorsOf(error: unknown): PasswordErrors {
  if (isApiError(error, 'invalid_credentials')) return { old_password: 'security.password.wrongCurrent' };
  if (isApiError(error, 'rate_limited')) return { form: 'security.password.rateLimited' };
  if (isApiError(error, 'validation_failed')) {
    const fields = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
    if ('new_password1' in fields) return { new_password1: 'security.password.length' };
    if ('new_password2' in fields) return { new_password2: 'security.password.mismatch' };
    if ('old_password' in fields) return { old_password: 'security.password.missingCurrent' };
  }
  return { form: 'security.password.failed' };
}
