import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS, type SessionSummary } from 'shared-contracts';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { logInAs, stubViewportWidth } from '../settings/settings-test-kit';
import LoginActivityScreen from './LoginActivityScreen';

const SESSIONS = '/api/v1/accounts/sessions/';
const HOUR = 3600_000;

const harness = eachTestWithFakeApi();
let sessions: SessionSummary[];
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
  const now = Date.now();
  sessions = [
    { id: 'here', browser: 'Firefox', os: 'Linux', created_at: now - 48 * HOUR, last_used_at: now, current: true },
    {
      id: 'phone',
      browser: 'Safari',
      os: 'iOS',
      created_at: now - 72 * HOUR,
      last_used_at: now - 3 * HOUR,
      current: false,
    },
    { id: 'old', browser: null, os: null, created_at: now - 96 * HOUR, last_used_at: now - 96 * HOUR, current: false },
  ];
  const api = harness.api;
  api.on('GET', SESSIONS, () => ({ sessions, status: 'ok' }));
  api.on('POST', /\/api\/v1\/accounts\/sessions\/[^/]+\/logout\/$/, (request) => {
    const id = request.path.split('/').at(-3);
    sessions = sessions.filter((s) => s.id !== id);
    return { status: 'ok' };
  });
  api.on('POST', `${SESSIONS}logout_others/`, () => {
    sessions = sessions.filter((s) => s.current);
    return { status: 'ok' };
  });
});
afterEach(() => vi.unstubAllGlobals());

const rows = () => screen.getAllByTestId('session-row');

describe('LoginActivityScreen', () => {
  it('lists the sessions with device and times, this device marked and without Log out', async () => {
    renderInApp(<LoginActivityScreen />, { path: SETTINGS_PATHS.loginActivity });
    await screen.findByRole('list', { name: 'Sessions' });
    expect(rows().map((row) => row.textContent)).toEqual([
      'Firefox on LinuxThis deviceActive now · logged in 2 days ago',
      'Safari on iOSActive 3 hours ago · logged in 3 days agoLog out',
      'Unknown deviceActive 4 days ago · logged in 4 days agoLog out',
    ]);
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
  });

  it('logs one session out: the list loads again without it and a toast says so', async () => {
    renderInApp(<LoginActivityScreen />, { path: SETTINGS_PATHS.loginActivity });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out Safari on iOS' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(harness.api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${SESSIONS}phone/logout/`,
    ]);
    expect(harness.toasts.messages).toEqual(['Logged out.']);
  });

  it('logs out of every other session, then says there is none', async () => {
    renderInApp(<LoginActivityScreen />, { path: SETTINGS_PATHS.loginActivity });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out of all other sessions' }));
    expect(await screen.findByText("You're not logged in anywhere else.")).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(harness.toasts.messages).toEqual(['Logged out of all other sessions.']);
  });

  it('says a failure and keeps the session listed', async () => {
    harness.api.on('POST', `${SESSIONS}logout_others/`, {
      status: 500,
      body: { status: 'fail', error_id: 'internal', message: 'x' },
    });
    renderInApp(<LoginActivityScreen />, { path: SETTINGS_PATHS.loginActivity });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out of all other sessions' }));
    await waitFor(() => expect(harness.toasts.messages).toEqual(["Couldn't log out. Please try again."]));
    expect(rows()).toHaveLength(3);
  });

  it('speaks Chinese', async () => {
    logInAs('zh-CN');
    renderInApp(<LoginActivityScreen />, { path: SETTINGS_PATHS.loginActivity });
    await screen.findByRole('list', { name: '登录会话' });
    expect(rows()[1]!.textContent).toContain('iOS 上的 Safari');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('登录活动');
  });
});
