import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from 'shared-client';
import { fakeApiForEachTest } from 'shared-client/testing';
import { LoginPage } from '../LoginPage';

// The login checkpoint (docs/behaviour/accounts.md#logging-in-with-a-second-factor), reached from the
// login form as a person does.

const LOGIN = '/api/v1/web/accounts/login/ajax/';
const CHECKPOINT = '/api/v1/accounts/login/two_factor/';
const CHALLENGE = 'c'.repeat(43);
const viewer = {
  pk: '7',
  id: '7',
  username: 'tina',
  full_name: 'Tina',
  is_verified: false,
  is_private: false,
  profile_pic_url: '/a.jpg',
};
const refused = (status: number, error_id: string) => ({ status, body: { status: 'fail', error_id, message: 'x' } });

afterEach(() => act(() => sessionStore.setSession(null)));
const api = fakeApiForEachTest('en');

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/accounts/login/', element: <LoginPage /> },
      { path: '*', element: <p>home page</p> },
    ],
    { initialEntries: ['/accounts/login/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function passPassword(): Promise<HTMLInputElement> {
  api.on('POST', LOGIN, {
    authenticated: false,
    user: true,
    two_factor_required: true,
    two_factor_challenge: CHALLENGE,
    status: 'ok',
  });
  fireEvent.change(screen.getByPlaceholderText('Phone number, username, or email'), { target: { value: 'tina' } });
  fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'password1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return (await screen.findByRole('textbox', { name: 'Security code' })) as HTMLInputElement;
}

describe('the two-factor checkpoint', () => {
  it('asks for the app’s 6-digit code after the password, as a one-time code field, with no session yet', async () => {
    renderLogin();
    const code = await passPassword();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authentication app.')).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(sessionStore.getState().status).not.toBe('authenticated');
  });

  it('says a short code under the field without asking the server, and the server’s refusal the same way', async () => {
    renderLogin();
    const code = await passPassword();
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the 6-digit code.',
    );
    expect(api.requests.filter((r) => r.path === CHECKPOINT)).toEqual([]);

    api.on('POST', CHECKPOINT, refused(400, 'two_factor_code_invalid'));
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText("That code isn't right. Check it and try again.");
    expect(api.requests.find((r) => r.path === CHECKPOINT)?.form.get('code')).toBe('123456');
    expect(document.activeElement).toBe(code);
  });

  it('logs in with a right code and goes on to the page', async () => {
    const router = renderLogin();
    const code = await passPassword();
    api.on('POST', CHECKPOINT, { authenticated: true, user: true, userId: '7', viewer, status: 'ok' });
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests.find((r) => r.path === CHECKPOINT)?.form.get('challenge')).toBe(CHALLENGE);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('takes a recovery code instead, and an expired login leads back to the password', async () => {
    renderLogin();
    await passPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery.getAttribute('autocomplete')).toBe('off');
    api.on('POST', CHECKPOINT, refused(400, 'two_factor_challenge_expired'));
    fireEvent.change(recovery, { target: { value: 'ABCDE-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('This login has expired. Log in again with your password.');
    expect(api.requests.find((r) => r.path === CHECKPOINT)?.form.get('code')).toBe('abcde23456');
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect((screen.getByPlaceholderText('Password') as HTMLInputElement).value).toBe('password1');
  });
});
