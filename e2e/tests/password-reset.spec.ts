import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { apiPost, apiUrl, expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { linkTo, waitForMail } from '../support/mail-catcher';

// docs/behaviour/accounts.md#password-reset: a logged-out browser asks for a reset from the login
// page, the mail arrives at a real SMTP server, its link sets a new password, and the new password
// logs in. The link works once.

const NEW_PASSWORD = 'a-brand-new-password';

/**
 * A second browser, logged out: a context of the test's browser fixture, whose pages wait after
 * goto until their screen answers, as the test's own page does (support/fixtures.ts).
 */
async function freshBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const fresh = await context.newPage();
  await giveConsent(fresh);
  return fresh;
}

test('a forgotten password: request a link, follow it from the mail, set a password, log in with it', async ({
  browser,
  page,
}) => {
  // An account, made and logged in by another browser (whose session the reset ends).
  await giveConsent(page);
  const username = await signUpFresh(page, 'reset');
  const visitor = await freshBrowser(browser);
  try {
    await visitor.goto(url('/accounts/login/'));
    // By keyboard from the password field to the link.
    await visitor.getByPlaceholder('Password').focus();
    await visitor.keyboard.press('Tab');
    const forgot = visitor.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toBeFocused();
    await visitor.keyboard.press('Enter');
    await expect(visitor).toHaveURL(url('/accounts/password/reset/'));
    await expect(visitor.getByRole('heading', { name: 'Trouble logging in?' })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);

    await visitor.getByPlaceholder('Username or email').fill(username);
    await visitor.getByRole('button', { name: 'Send login link' }).click();
    await expect(visitor.getByTestId('password-reset').getByRole('status')).toContainText('If an account matches');

    const mail = await waitForMail(`${username}@example.org`, 'Reset your Lumen password');
    expect(mail.html).toContain('Choose a new password');
    const link = linkTo(mail, '/accounts/password/reset/confirm/');
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Create a strong password' })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await visitor.getByLabel('New password, again').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: 'Reset password' }).click();
    await expect(visitor.getByTestId('password-reset-confirm').getByRole('status')).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );

    // The first browser's session ended with the reset.
    const sessions = await page.request.get(`${apiUrl()}/api/v1/accounts/sessions/`);
    expect(sessions.status()).toBe(401);

    // The link works once.
    await visitor.goto(link);
    await visitor.getByLabel('New password', { exact: true }).fill('another-password');
    await visitor.getByLabel('New password, again').fill('another-password');
    await visitor.getByRole('button', { name: 'Reset password' }).click();
    await expect(visitor.getByTestId('password-reset-confirm').getByRole('alert')).toHaveText(
      'This link has expired or was already used.',
    );

    // The old password no longer logs in; the new one does, through the form.
    const old = await apiPost(visitor, '/api/v1/web/accounts/login/ajax/', { username, password: 'e2e-password' });
    expect(old.status()).toBe(400);
    await visitor.goto(url('/accounts/login/'));
    await visitor.getByPlaceholder('Phone number, username, or email').fill(username);
    await visitor.getByPlaceholder('Password').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(visitor).toHaveURL(url('/'));
    await expect(visitor.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  } finally {
    await visitor.context().close();
  }
});
