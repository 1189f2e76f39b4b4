import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { apiPost, expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';

// docs/behaviour/accounts.md#where-youre-logged-in and #changing-the-password: two browsers of one
// account; what the first does ends the second's session, whose page shows the logging-out dialog
// at its next action.

const PASSWORD = 'e2e-password';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  return page;
}

/**
 * A fresh account logged in in two browsers: `first` signs up, `other` logs in and opens the
 * settings; `after` runs with both pages (and the account's name), then both browsers close.
 */
async function twoBrowsers(
  browser: Browser,
  after: (first: Page, other: Page, username: string) => Promise<void>,
): Promise<void> {
  const first = await newPage(browser);
  const other = await newPage(browser);
  try {
    const username = await signUpFresh(first, 'sess');
    await logIn(other, username, PASSWORD);
    await other.goto(url('/accounts/edit/'));
    await expect(other.getByTestId('settings-nav')).toBeVisible();
    await after(first, other, username);
  } finally {
    await first.context().close();
    await other.context().close();
  }
}

/** The second browser's next action (opening a settings section) brings the logging-out dialog. */
async function expectLoggedOutAtNextAction(page: Page): Promise<void> {
  const dialog = page.getByTestId('session-ended');
  await Promise.race([
    page
      .getByTestId('settings-link-blocked')
      .click({ timeout: 10_000 })
      .catch(() => undefined),
    dialog.waitFor(),
  ]);
  await expect(dialog).toBeVisible();
}

test('where you are logged in: the first browser logs the other out, whose next action shows the dialog', async ({
  browser,
}) => {
  await twoBrowsers(browser, async (first, other) => {
    await first.goto(url('/accounts/login_activity/'));
    const rows = first.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('This device');
    expect(await axeViolations(first)).toEqual([]);

    // By keyboard: the other session's Log out button.
    await rows.nth(1).getByTestId('session-logout').focus();
    await first.keyboard.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(first.getByText("You're not logged in anywhere else.")).toBeVisible();

    await expectLoggedOutAtNextAction(other);
    // The first browser is still logged in.
    await first.reload();
    await expect(first.getByTestId('session-row')).toHaveCount(1);
  });
});

test('changing the password: the old one no longer logs in, the new one does, the other browser is logged out', async ({
  browser,
}) => {
  await twoBrowsers(browser, async (first, other, username) => {
    await first.goto(url('/accounts/password/change/'));
    await first.getByLabel('Current password', { exact: true }).fill('not the password');
    await first.getByLabel('New password', { exact: true }).fill('a brand new password');
    await first.getByLabel('Re-type new password').fill('a brand new password');
    await first.getByLabel('Re-type new password').press('Enter');
    await expect(first.getByText('Sorry, your password was incorrect.')).toBeVisible();
    expect(await axeViolations(first)).toEqual([]);

    await first.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await first.getByTestId('password-submit').click();
    await expect(first.getByText('Password changed. You were logged out of your other sessions.')).toBeVisible();

    await expectLoggedOutAtNextAction(other);
    const third = await newPage(browser);
    const login = (password: string) =>
      apiPost(third, '/api/v1/web/accounts/login/ajax/', { username, password }).then((r) => r.status());
    expect(await login(PASSWORD)).toBe(400);
    expect(await login('a brand new password')).toBe(200);
    await third.context().close();
    // This browser stayed logged in.
    await first.goto(url('/accounts/login_activity/'));
    await expect(first.getByTestId('session-row').first()).toContainText('This device');
  });
});
