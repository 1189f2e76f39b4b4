import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { DataDownloadStatus } from 'shared-contracts';
import { installFakeApi, type FakeApi } from 'shared-client/testing';
import { collectToasts, renderInApp } from '../../test-render';
import YourInformationScreen from './YourInformationScreen';

const STATUS = '/api/v1/accounts/download_data/';
const DELETE = '/api/v1/web/accounts/request_deletion/';
const PAGE = '/accounts/your_information/';
const HOUR = 3600 * 1000;

let api: FakeApi;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  act(() => {
    localeStore.setLocale('en');
    sessionStore.setSession({
      pk: '1',
      id: '1',
      username: 'lin.xiaoyu',
      full_name: '林小雨',
      is_verified: false,
      is_private: false,
      profile_pic_url: '/media/default/avatar.svg',
    });
  });
  api = installFakeApi();
  toasts = collectToasts();
});
afterEach(() => {
  cleanup();
  toasts.stop();
  api.restore();
});

function status(overrides: Partial<DataDownloadStatus> = {}): DataDownloadStatus {
  return { download: null, next_request_at: null, status: 'ok', ...overrides };
}

function renderPage() {
  return renderInApp(<YourInformationScreen />, { path: PAGE });
}

describe('YourInformationScreen', () => {
  it('asks for an archive and says it is being prepared', async () => {
    const now = Date.now();
    api.on('GET', STATUS, status());
    api.on('POST', STATUS, () =>
      status({
        download: { state: 'pending', requested_at: now, ready_at: null, expires_at: null, size_bytes: null },
        next_request_at: now + HOUR,
      }),
    );
    renderPage();
    expect(document.title).toBe('Your information • Lumen');
    fireEvent.click(await screen.findByRole('button', { name: 'Request a download' }));
    expect((await screen.findByTestId('download-pending')).textContent).toMatch(/Preparing your file/);
    expect(screen.queryByRole('button', { name: 'Request a download' })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([STATUS]);
  });

  it('offers the ready archive as a download link, and says when another request is possible', async () => {
    const now = Date.now();
    api.on(
      'GET',
      STATUS,
      status({
        download: {
          state: 'ready',
          requested_at: now - 60_000,
          ready_at: now - 30_000,
          expires_at: now + 4 * 24 * HOUR,
          size_bytes: 3 * 1024 * 1024,
        },
        next_request_at: now + HOUR - 60_000,
      }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/api/v1/accounts/download_data/archive/');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByTestId('download-ready').textContent).toMatch(/\(3 MB\)/);
    expect(screen.getByTestId('download-next').textContent).toMatch(/^You can ask again after /);
    expect(screen.queryByRole('button', { name: 'Request a download' })).toBeNull();
  });

  it('says so when the server refuses a request within the hour', async () => {
    api.on('GET', STATUS, status());
    api.on('POST', STATUS, { status: 429, body: { status: 'fail', error_id: 'rate_limited', message: 'wait' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a download' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You asked recently. Please try again later.');
  });

  it('deletes the account only with the password: a wrong one is said, the right one forgets the viewer with the date', async () => {
    api.on('GET', STATUS, status());
    const purgeAfter = Date.now() + 30 * 24 * HOUR;
    api.on('POST', DELETE, (request) =>
      request.form.get('password') === 'right-password'
        ? { purge_after: purgeAfter, status: 'ok' }
        : { status: 400, body: { status: 'fail', error_id: 'invalid_credentials', message: 'no' } },
    );
    renderPage();
    expect(screen.getByTestId('delete-section').textContent).toMatch(/After 30 days your account/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toMatch(/Log in again before then to cancel/);
    const confirm = screen.getByTestId('delete-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const password = screen.getByLabelText('Enter your password to confirm');
    expect(document.activeElement).toBe(password);

    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, your password was incorrect.');
    expect(sessionStore.getState().status).toBe('authenticated');

    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.submit(password);
    // The viewer is forgotten (the shell then shows the log-in page, as for any page needing one).
    await waitFor(() => expect(sessionStore.getState().status).toBe('anonymous'));
    expect(toasts.messages).toHaveLength(1);
    expect(toasts.messages[0]).toMatch(/^Your account will be deleted on .+\. Log in before then to cancel\.$/);
    expect(api.requests.filter((r) => r.path === DELETE).map((r) => r.form.get('password'))).toEqual([
      'wrong-password',
      'right-password',
    ]);
  });

  it('Cancel closes the confirmation without asking the server', async () => {
    api.on('GET', STATUS, status());
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.some((r) => r.path === DELETE)).toBe(false);
  });
});
