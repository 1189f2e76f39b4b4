import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from 'shared-contracts';
import { catalogProblems } from 'shared-ui/testing';
import { eachTestWithFakeApi, renderInApp } from '../../../test-render';
import { logInAs, stubViewportWidth } from '../../settings/settings-test-kit';
import { twoFactorCatalogs } from '../../../i18n/two-factor-messages';
import TwoFactorScreen from './TwoFactorScreen';

const BASE = '/api/v1/accounts/two_factor/';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const refused = (status: number, error_id: string) => ({ status, body: { status: 'fail', error_id, message: 'x' } });

const harness = eachTestWithFakeApi();
beforeEach(() => {
  logInAs('en');
  stubViewportWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (path: string) =>
  Object.fromEntries(harness.api.requests.findLast((r) => r.path === `${BASE}${path}`)!.form);

describe('TwoFactorScreen', () => {
  it('sets up: the password, then the QR code and the key, then a first code; shows the ten codes once', async () => {
    harness.api.on('GET', BASE, { enabled: false, recovery_codes_left: 0, status: 'ok' });
    harness.api.on('POST', `${BASE}setup/`, refused(400, 'invalid_credentials'));
    renderInApp(<TwoFactorScreen />, { path: SETTINGS_PATHS.twoFactor });
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Two-factor authentication is off.');
    click('Set up');
    type('Current password', 'wrong');
    click('Continue');
    expect(await screen.findByText('Sorry, your password was incorrect.')).toBeTruthy();
    const password = screen.getByLabelText('Current password');
    expect(document.activeElement).toBe(password);
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Sorry, your password was incorrect.',
    );

    harness.api.on('POST', `${BASE}setup/`, {
      otpauth_uri: `otpauth://totp/Lumen:me?secret=${SECRET}`,
      secret: SECRET,
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      status: 'ok',
    });
    type('Current password', 'password1');
    click('Continue');
    const qr = await screen.findByRole('img', { name: 'QR code to add your account to an authentication app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(sent('setup/')).toEqual({ password: 'password1' });

    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    type('6-digit code', '12a456');
    click('Turn on');
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(harness.api.requests.some((r) => r.path === `${BASE}enable/`)).toBe(false);

    harness.api.on('POST', `${BASE}enable/`, { recovery_codes: CODES, status: 'ok' });
    harness.api.on('GET', BASE, { enabled: true, recovery_codes_left: 10, status: 'ok' });
    type('6-digit code', '123 456');
    click('Turn on');
    const list = await screen.findByTestId('two-factor-codes');
    expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(CODES);
    expect(sent('enable/')).toEqual({ code: '123456' });
    await waitFor(() => expect(harness.toasts.messages).toEqual(['Two-factor authentication is on.']));

    click('Done');
    await waitFor(() =>
      expect(screen.getByTestId('two-factor-state').textContent).toBe('Two-factor authentication is on.'),
    );
    expect(screen.getByText('Recovery codes left: 10')).toBeTruthy();
  });

  it('turns off with the password and a code or recovery code; a wrong code is said under the code', async () => {
    harness.api.on('GET', BASE, { enabled: true, recovery_codes_left: 4, status: 'ok' });
    harness.api.on('POST', `${BASE}disable/`, refused(400, 'two_factor_code_invalid'));
    renderInApp(<TwoFactorScreen />, { path: SETTINGS_PATHS.twoFactor });
    await screen.findByText('Recovery codes left: 4');
    click('Turn off');
    type('Current password', 'password1');
    type('Code or recovery code', 'ABCDE-FGHIJ');
    click('Turn off');
    expect(await screen.findByText("That code isn't right. Check it and try again.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code or recovery code'));
    expect(sent('disable/')).toEqual({ password: 'password1', code: 'abcdefghij' });

    harness.api.on('POST', `${BASE}disable/`, { status: 'ok' });
    harness.api.on('GET', BASE, { enabled: false, recovery_codes_left: 0, status: 'ok' });
    click('Turn off');
    await waitFor(() => expect(harness.toasts.messages).toEqual(['Two-factor authentication is off.']));
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Two-factor authentication is off.');
  });

  it('makes new recovery codes after the password', async () => {
    harness.api.on('GET', BASE, { enabled: true, recovery_codes_left: 1, status: 'ok' });
    harness.api.on('POST', `${BASE}recovery_codes/`, { recovery_codes: CODES, status: 'ok' });
    renderInApp(<TwoFactorScreen />, { path: SETTINGS_PATHS.twoFactor });
    fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    type('Current password', 'password1');
    click('Continue');
    const list = await screen.findByTestId('two-factor-codes');
    expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(CODES);
  });

  it('speaks Chinese, with every string in both languages', async () => {
    expect(catalogProblems(twoFactorCatalogs)).toEqual([]);
    logInAs('zh-CN');
    harness.api.on('GET', BASE, { enabled: false, recovery_codes_left: 0, status: 'ok' });
    renderInApp(<TwoFactorScreen />, { path: SETTINGS_PATHS.twoFactor });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('双重验证');
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('双重验证已关闭。');
  });
});
