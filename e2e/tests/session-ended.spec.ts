import { axeViolations } from '../support/axe';
import { apiPost, expect, giveConsent, logIn, test, url } from '../support/fixtures';

// docs/behaviour/accounts.md#when-the-session-ends
test('a session logged out elsewhere: the next call brings the logging-out dialog; Log in reloads the login page', async ({
  page,
}) => {
  await giveConsent(page);
  await logIn(page);
  await page.goto(url('/'));
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  // Log out from elsewhere with the same session (another tab of this browser).
  expect((await apiPost(page, '/api/v1/web/accounts/logout/ajax/', {})).ok()).toBe(true);
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));

  // The next call answers that the session ended: the like below, or one the page makes by itself
  // first (the stories tray, the badge), whichever comes first. Either brings the dialog.
  const dialog = page.getByTestId('session-ended');
  await Promise.race([
    page
      .getByTestId('like-button')
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined),
    dialog.waitFor(),
  ]);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '正在退出' })).toBeVisible();
  await expect(dialog).toContainText('你需要重新登录。');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(url('/accounts/login/'));
  await expect(page.getByPlaceholder('手机号、账号或邮箱')).toBeVisible();
  expect(await page.evaluate(() => '__beforeReload' in window)).toBe(false);
});
