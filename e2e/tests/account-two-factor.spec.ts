import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../support/axe';
import { apiPost, apiUrl, expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

// docs/behaviour/accounts.md#two-factor-authentication and #logging-in-with-a-second-factor: a fresh
// account turns two-factor on in the settings (the code computed here from the secret the page
// shows, as an authenticator app would), logs out, and logs in with the password and a code; then
// once with a recovery code.

const PASSWORD = 'e2e-password';
const STEP_MS = 30_000;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  return page;
}

/** The app's code for the step `offset` steps from now (the server takes the steps around now, each once). */
const codeOf = (secret: string, offset: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * STEP_MS });

async function viewerOf(page: Page): Promise<string | null> {
  const shared = await (await page.request.get(`${apiUrl()}/api/v1/web/data/shared_data/`)).json();
  return shared.config.viewer?.username ?? null;
}

/** Logs out through the API and fills the login form: the checkpoint shows instead of a session. */
async function passwordStep(page: Page, username: string): Promise<void> {
  await apiPost(page, '/api/v1/web/accounts/logout/ajax/', {});
  await page.goto(url('/accounts/login/'));
  await page.getByPlaceholder('Phone number, username, or email').fill(username);
  await page.getByPlaceholder('Password').fill(PASSWORD);
  await page.getByPlaceholder('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(await viewerOf(page)).toBeNull();
}

test('two-factor: turn it on with a code from the secret, log out, log in with password and code, then with a recovery code', async ({
  browser,
}) => {
  const page = await newPage(browser);
  try {
    const username = await signUpFresh(page, 'tfa');
    await page.goto(url('/accounts/two_factor_authentication/'));
    await expect(page.getByTestId('two-factor-state')).toHaveText('Two-factor authentication is off.');
    await page.getByRole('button', { name: 'Set up' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('Current password').press('Enter');

    await expect(page.getByRole('img', { name: 'QR code to add your account to an authentication app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    const code = page.getByLabel('6-digit code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(codeOf(secret, 0));
    await code.press('Enter');

    const list = page.getByTestId('two-factor-codes');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('two-factor-state')).toHaveText('Two-factor authentication is on.');
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

    // The password alone no longer logs in; the checkpoint asks for the app's code.
    await passwordStep(page, username);
    expect(await axeViolations(page)).toEqual([]);
    const field = page.getByRole('textbox', { name: 'Security code' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await field.fill('000000');
    await field.press('Enter');
    await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The step after the one used to turn it on: a code works once, so this one is new.
    await field.fill(codeOf(secret, 1));
    await field.press('Enter');
    await page.waitForURL(url('/'));
    expect(await viewerOf(page)).toBe(username);

    // Once with a recovery code, by keyboard.
    await passwordStep(page, username);
    // Confirm waits for a code (disabled), so the link to recovery codes is next.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeFocused();
    await page.keyboard.press('Enter');
    const recovery = page.getByRole('textbox', { name: 'Recovery code' });
    await recovery.fill(recoveryCodes[0]!);
    await recovery.press('Enter');
    await page.waitForURL(url('/'));
    expect(await viewerOf(page)).toBe(username);
    await page.goto(url('/accounts/two_factor_authentication/'));
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
  } finally {
    await page.context().close();
  }
});
