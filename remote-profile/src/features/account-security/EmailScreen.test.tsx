import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { eachTestWithFakeApi, renderInApp } from '../../test-render';
import { logInAs, stubViewportWidth } from '../settings/settings-test-kit';
import EmailScreen from './EmailScreen';

const EMAIL = '/api/v1/accounts/email/';
const CHANGE = `${EMAIL}change/`;
const RESEND = `${EMAIL}resend/`;

const harness = eachTestWithFakeApi();
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

const unconfirmed = { email: 'ann@example.com', confirmed: false, pending_email: null, status: 'ok' };

function fill(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change email address' }));

describe('EmailScreen', () => {
  it('shows the address not confirmed, and resends its link', async () => {
    harness.api.on('GET', EMAIL, unconfirmed);
    harness.api.on('POST', RESEND, { status: 'ok' });
    renderInApp(<EmailScreen />, { path: SETTINGS_PATHS.email });
    expect((await screen.findByTestId('email-address')).textContent).toBe('ann@example.comNot confirmed');
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation link' }));
    await waitFor(() =>
      expect(harness.toasts.messages).toEqual(['We sent a new confirmation link to ann@example.com.']),
    );
  });

  it('checks the form before sending, then says a wrong password under it', async () => {
    harness.api.on('GET', EMAIL, unconfirmed);
    harness.api.on('POST', CHANGE, {
      status: 400,
      body: { status: 'fail', error_id: 'invalid_credentials', message: 'no' },
    });
    renderInApp(<EmailScreen />, { path: SETTINGS_PATHS.email });
    await screen.findByTestId('email-address');
    fill({ 'New email address': 'not an address', 'Current password': 'x' });
    submit();
    const field = screen.getByLabelText('New email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(harness.api.requests.filter((r) => r.path === CHANGE)).toEqual([]);

    fill({ 'New email address': 'ann.new@example.com', 'Current password': 'wrong' });
    submit();
    expect(await screen.findByText('Sorry, your password was incorrect.')).toBeTruthy();
    const sent = harness.api.requests.find((r) => r.path === CHANGE)!;
    expect(Object.fromEntries(sent.form)).toEqual({ email: 'ann.new@example.com', password: 'wrong' });
  });

  it('after a change, says where to look and shows the address waiting for confirmation', async () => {
    harness.api.on('GET', EMAIL, unconfirmed);
    harness.api.on('POST', CHANGE, { status: 'ok' });
    renderInApp(<EmailScreen />, { path: SETTINGS_PATHS.email });
    await screen.findByTestId('email-address');
    harness.api.on('GET', EMAIL, { ...unconfirmed, pending_email: 'ann.new@example.com' });
    fill({ 'New email address': 'ann.new@example.com', 'Current password': 'password1' });
    submit();
    await waitFor(() =>
      expect(harness.toasts.messages).toEqual([
        'Check ann.new@example.com for a link to confirm it. Your old address was told too.',
      ]),
    );
    expect((await screen.findByTestId('email-pending')).textContent).toContain('ann.new@example.com');
  });

  it('speaks Chinese', async () => {
    logInAs('zh-CN');
    harness.api.on('GET', EMAIL, { ...unconfirmed, confirmed: true });
    renderInApp(<EmailScreen />, { path: SETTINGS_PATHS.email });
    expect((await screen.findByTestId('email-address')).textContent).toBe('ann@example.com已确认');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('邮箱地址');
  });
});
