import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApiForEachTest } from 'shared-client/testing';
import type { ReactElement } from 'react';
import { PasswordResetRequestPage } from './PasswordResetRequestPage';
import { PasswordResetConfirmPage } from './PasswordResetConfirmPage';
import { EmailConfirmPage } from './EmailConfirmPage';

const RESET = '/api/v1/accounts/password/reset/';
const CONFIRM = '/api/v1/accounts/password/reset/confirm/';
const EMAIL_CONFIRM = '/api/v1/accounts/email/confirm/';
const linkInvalid = { status: 400, body: { status: 'fail', error_id: 'link_invalid', message: 'x' } };

function renderAt(element: ReactElement, entry: string): void {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
}

const api = fakeApiForEachTest('en');

describe('password reset pages', () => {
  it('sends the identifier and says the same thing whatever the answer, focused', async () => {
    api.on('POST', RESET, { status: 'ok' });
    renderAt(<PasswordResetRequestPage />, '/accounts/password/reset/');
    fireEvent.change(screen.getByPlaceholderText('Username or email'), { target: { value: ' ann ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send login link' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('If an account matches');
    // Focus moves in the effect after the status is drawn, which a loaded machine can run later.
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(Object.fromEntries(api.requests.find((r) => r.path === RESET)!.form)).toEqual({ username_or_email: 'ann' });
  });

  it('checks the new password before sending, tied to its field', () => {
    renderAt(<PasswordResetConfirmPage />, '/accounts/password/reset/confirm/?token=abc');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('New password, again'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Passwords must be 8 to 128 characters long.',
    );
    expect(document.activeElement).toBe(field);
    expect(api.requests.filter((r) => r.path === CONFIRM)).toEqual([]);
  });

  it('says a dead link plainly and offers a new one', async () => {
    api.on('POST', CONFIRM, linkInvalid);
    renderAt(<PasswordResetConfirmPage />, '/accounts/password/reset/confirm/?token=abc');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByLabelText('New password, again'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/accounts/password/reset/');
    expect(Object.fromEntries(api.requests.find((r) => r.path === CONFIRM)!.form)).toMatchObject({ token: 'abc' });
  });

  it('says at once that a page opened without a token has no link to use', () => {
    renderAt(<PasswordResetConfirmPage />, '/accounts/password/reset/confirm/');
    expect(screen.getByRole('alert').textContent).toBe('This link has expired or was already used.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('address confirmation page', () => {
  it('confirms on opening, once', async () => {
    api.on('POST', EMAIL_CONFIRM, { status: 'ok' });
    renderAt(<EmailConfirmPage />, '/accounts/email/confirm/?token=xyz');
    expect(await screen.findByText('Your email address is confirmed.')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === EMAIL_CONFIRM)).toHaveLength(1);
  });
});
