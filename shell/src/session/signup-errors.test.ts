import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-contracts';
import { checkSignUp, signUpRefusal } from './signup-errors';

const good = { email: 'ana@example.org', full_name: 'Ana', username: 'ana.lima', password: 'long enough' };
const refusal = (fields: Record<string, string>) =>
  new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
    status: 'fail',
    error_id: 'validation_failed',
    message: 'Some fields are not valid.',
    fields,
  });

describe('checkSignUp', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(checkSignUp(good)).toEqual({ fields: {}, form: null });
  });
  it('names each field the browser used to check, with the product’s own message', () => {
    expect(checkSignUp({ email: '', full_name: 'x'.repeat(65), username: ' ', password: 'short' }).fields).toEqual({
      email: 'signup.fieldError.emailMissing',
      full_name: 'signup.fieldError.fullNameTooLong',
      username: 'signup.fieldError.usernameMissing',
      password: 'signup.fieldError.passwordLength',
    });
    expect(checkSignUp({ ...good, email: 'not-an-address' }).fields).toEqual({
      email: 'signup.fieldError.emailInvalid',
    });
    expect(checkSignUp({ ...good, password: 'x'.repeat(129) }).fields).toEqual({
      password: 'signup.fieldError.passwordLength',
    });
  });
});

describe('signUpRefusal', () => {
  it('puts a refused username under the username, with the reason the name breaks', () => {
    const username = { username: 'Invalid' };
    expect(signUpRefusal(refusal(username), { ...good, username: 'explore' })).toEqual({
      fields: { username: 'error.username_taken' },
      form: null,
    });
    expect(signUpRefusal(refusal(username), { ...good, username: 'ana lima!' }).fields).toEqual({
      username: 'signup.fieldError.usernameCharacters',
    });
    expect(signUpRefusal(refusal(username), { ...good, username: 'ana..lima' }).fields).toEqual({
      username: 'signup.fieldError.usernameDots',
    });
    expect(signUpRefusal(refusal(username), { ...good, username: 'a'.repeat(31) }).fields).toEqual({
      username: 'signup.fieldError.usernameTooLong',
    });
  });
  it('names every field the answer names, and falls back to the form when it names none it knows', () => {
    expect(signUpRefusal(refusal({ email: 'x', password: 'y' }), good).fields).toEqual({
      email: 'signup.fieldError.emailInvalid',
      password: 'signup.fieldError.passwordLength',
    });
    expect(signUpRefusal(refusal({ _: 'x' }), good)).toEqual({ fields: {}, form: 'error.validation_failed' });
  });
  it('says a taken username under the field and everything else for the whole form', () => {
    expect(signUpRefusal(new ApiError(409, 'username_taken', 'x'), good)).toEqual({
      fields: { username: 'error.username_taken' },
      form: null,
    });
    expect(signUpRefusal(new ApiError(409, 'signup_refused', 'x'), good)).toEqual({
      fields: {},
      form: 'error.signup_refused',
    });
    expect(signUpRefusal(new ApiError(0, 'network', 'x'), good).form).toBe('error.network');
  });
});
