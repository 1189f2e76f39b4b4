import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type EmailStatus } from 'shared-contracts';
import { apiClient } from 'shared-client';
import type { EmailMessageKey } from '../../i18n/email-messages';

// The calls of the email address page (docs/calls.md#accounts).

const EMAIL_KEY = ['settings', 'email'] as const;
const EMAIL = '/api/v1/accounts/email/';

/** GET the account's address, whether it is confirmed, and a change waiting for confirmation. */
export function useEmailStatus() {
  return useQuery({
    queryKey: EMAIL_KEY,
    queryFn: ({ signal }) => apiClient.request<EmailStatus>('GET', EMAIL, { signal }),
  });
}

/** POST a new confirmation link for the unconfirmed address. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiClient.request<{ status: 'ok' }>('POST', `${EMAIL}resend/`),
  });
}

/** The change form as sent. */
export interface EmailChange {
  email: string;
  password: string;
}

/** POST a change of address; the status shows the pending one after. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: EmailChange) =>
      apiClient.request<{ status: 'ok' }>('POST', `${EMAIL}change/`, { form: { ...form } }),
    onSuccess: () => client.invalidateQueries({ queryKey: EMAIL_KEY }),
  });
}

/** What is wrong, per field of the change form, or with the form as a whole. */
export type EmailErrors = Partial<Record<keyof EmailChange | 'form', EmailMessageKey>>;

/** A well-formed address, as the server's check takes it (loosely: something@something.tld). */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks made before sending: the server's own. */
export function checkEmailForm(form: EmailChange, current: string | null): EmailErrors {
  const errors: EmailErrors = {};
  const email = form.email.trim().toLowerCase();
  if (!ADDRESS.test(email) || email.length > 254) errors.email = 'email.error.invalidEmail';
  else if (email === current) errors.email = 'email.error.sameEmail';
  if (!form.password) errors.password = 'email.error.missingPassword';
  return errors;
}

/** The server's refusal, under the field it concerns or under the button. */
export function emailErrorsOf(error: unknown): EmailErrors {
  if (isApiError(error, 'invalid_credentials')) return { password: 'email.error.wrongPassword' };
  if (isApiError(error, 'email_unavailable')) return { email: 'email.error.unavailable' };
  if (isApiError(error, 'rate_limited')) return { form: 'email.error.rateLimited' };
  if (isApiError(error, 'validation_failed')) {
    const fields = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
    if ('password' in fields) return { password: 'email.error.missingPassword' };
    return { email: 'email.error.invalidEmail' };
  }
  return { form: 'email.error.failed' };
}
