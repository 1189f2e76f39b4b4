import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { logInAs, stubViewportWidth } from '../settings/settings-test-kit';
import PasswordScreen from './PasswordScreen';

const CHANGE = '/api/v1/accounts/password/change/';

const harness = eachTestWithFakeApi();
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

function fill(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('PasswordScreen', () => {
  it('checks the new password before sending: its length, then the confirmation, tied to the field', async () => {
    renderInApp(<PasswordScreen />, { path: SETTINGS_PATHS.password });
    fill({ 'Current password': 'old one', 'New password': 'short', 'Re-type new password': 'short' });
    submit();
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Passwords must be 8 to 128 characters long.',
    );
    expect(document.activeElement).toBe(field);
    fill({ 'New password': 'long enough', 'Re-type new password': 'long enougH' });
    submit();
    expect(screen.getByText('Please make sure both passwords match.')).toBeTruthy();
    expect(harness.api.requests.filter((r) => r.path === CHANGE)).toEqual([]);
  });

  it('says a wrong current password under it, and sends the three fields', async () => {
    harness.api.on('POST', CHANGE, {
      status: 400,
      body: { status: 'fail', error_id: 'invalid_credentials', message: 'no' },
    });
    renderInApp(<PasswordScreen />, { path: SETTINGS_PATHS.password });
    fill({ 'Current password': 'wrong', 'New password': 'a new password', 'Re-type new password': 'a new password' });
    submit();
    expect(await screen.findByText('Sorry, your password was incorrect.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    const sent = harness.api.requests.find((r) => r.path === CHANGE)!;
    expect(Object.fromEntries(sent.form)).toEqual({
      old_password: 'wrong',
      new_password1: 'a new password',
      new_password2: 'a new password',
    });
  });

  it('says a limit under the button; on success empties the form and says the other sessions ended', async () => {
    harness.api.on('POST', CHANGE, {
      status: 429,
      body: { status: 'fail', error_id: 'rate_limited', message: 'wait' },
    });
    renderInApp(<PasswordScreen />, { path: SETTINGS_PATHS.password });
    fill({ 'Current password': 'old one', 'New password': 'a new password', 'Re-type new password': 'a new password' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a few minutes before you try again.');
    harness.api.on('POST', CHANGE, { status: 'ok' });
    submit();
    await waitFor(() =>
      expect(harness.toasts.messages).toEqual(['Password changed. You were logged out of your other sessions.']),
    );
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Chinese', () => {
    logInAs('zh-CN');
    renderInApp(<PasswordScreen />, { path: SETTINGS_PATHS.password });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('密码');
    expect(screen.getByLabelText('当前密码')).toBeTruthy();
  });
});
