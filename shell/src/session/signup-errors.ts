import {
  isApiError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  usernameProblem,
  type SignUpInput,
  type UsernameProblem,
} from 'shared-contracts';
import type { ShellMessageKey } from '../i18n/messages';
import { accountErrorKey } from './session-actions';

/** A field of the sign-up form. */
export type SignUpField = keyof SignUpInput;

/** The form's fields in the order they are shown (the first one with a problem takes the focus). */
export const SIGNUP_FIELDS: readonly SignUpField[] = ['email', 'full_name', 'username', 'password'];

/** What the form shows after an attempt: a message under each field at fault, and one for the form. */
export interface SignUpProblems {
  fields: Partial<Record<SignUpField, ShellMessageKey>>;
  form: ShellMessageKey | null;
}

/** Nothing to show: the state before the first attempt and at the start of each new one. */
export const NO_PROBLEMS: SignUpProblems = { fields: {}, form: null };

/** The server's limits (SignUpInputSchema), checked here so the browser's own bubble is never needed. */
const LIMITS = { fullName: 64, passwordMin: PASSWORD_MIN_LENGTH, passwordMax: PASSWORD_MAX_LENGTH } as const;

const USERNAME_MESSAGES: Record<UsernameProblem, ShellMessageKey> = {
  empty: 'signup.fieldError.usernameMissing',
  characters: 'signup.fieldError.usernameCharacters',
  too_long: 'signup.fieldError.usernameTooLong',
  dots: 'signup.fieldError.usernameDots',
  // A reserved name is said as a taken one is: the person only needs to pick another.
  reserved: 'error.username_taken',
};

/**
 * What the form checks before asking the server: what the browser used to check with its own
 * English bubble (a missing or malformed email, a missing username, the password's length) and the
 * full name's length (docs/behaviour/accounts.md#sign-up-errors). A username's shape and whether it
 * is free are the server's answer.
 */
export function checkSignUp(values: SignUpInput): SignUpProblems {
  const fields: SignUpProblems['fields'] = {};
  const email = values.email.trim();
  if (email === '') fields.email = 'signup.fieldError.emailMissing';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = 'signup.fieldError.emailInvalid';
  if (Array.from(values.full_name.trim()).length > LIMITS.fullName)
    fields.full_name = 'signup.fieldError.fullNameTooLong';
  if (values.username.trim() === '') fields.username = 'signup.fieldError.usernameMissing';
  if (values.password.length < LIMITS.passwordMin || values.password.length > LIMITS.passwordMax)
    fields.password = 'signup.fieldError.passwordLength';
  return { fields, form: null };
}

function fieldMessage(field: SignUpField, values: SignUpInput): ShellMessageKey {
  switch (field) {
    case 'email':
      return 'signup.fieldError.emailInvalid';
    case 'full_name':
      return 'signup.fieldError.fullNameTooLong';
    case 'password':
      return 'signup.fieldError.passwordLength';
    case 'username':
      // The answer names the field; the reason is the rule the sent name breaks, which the server
      // and shared-contracts judge alike. A name that breaks none was refused as unavailable.
      return USERNAME_MESSAGES[usernameProblem(values.username.trim()) ?? 'reserved'];
  }
}

function refusedFields(body: unknown): SignUpField[] {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return [];
  const { fields } = body as { fields: unknown };
  if (typeof fields !== 'object' || fields === null) return [];
  return SIGNUP_FIELDS.filter((field) => field in fields);
}

/**
 * The server's refusal of a sign-up, placed where it belongs: a taken username and each field a
 * validation failure names get that field's own message; the rest (an email in use, limits, the
 * network) is said for the whole form (docs/behaviour/accounts.md#sign-up-errors).
 */
export function signUpRefusal(error: unknown, values: SignUpInput): SignUpProblems {
  if (isApiError(error, 'username_taken')) return { fields: { username: 'error.username_taken' }, form: null };
  if (isApiError(error, 'validation_failed')) {
    const named = refusedFields(error.body);
    if (named.length > 0)
      return { fields: Object.fromEntries(named.map((field) => [field, fieldMessage(field, values)])), form: null };
  }
  return { fields: {}, form: accountErrorKey(error) };
}

/** Whether there is anything to show. */
export function hasProblems(problems: SignUpProblems): boolean {
  return problems.form !== null || Object.keys(problems.fields).length > 0;
}
