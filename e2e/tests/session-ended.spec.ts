import { axeViolations } from '../support/axe';
import { apiPost, expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';

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

// docs/behaviour/accounts.md#logout: a call answered between the server's logout and the page's
// own switch to logged out says 401; that is the viewer's logout, never the logging-out dialog.
// The test holds the page's "who is logged in" call open after the logout and makes the page ask
// for the inbox meanwhile, so the 401 lands in that window every time (before the fix it brought
// "正在退出 / 你需要重新登录" over the login page).
for (const who of [
  { name: 'demo, in Chinese', locale: 'zh-CN', logOutLabel: '退出', fresh: false },
  { name: 'a fresh account, in English', locale: 'en-US', logOutLabel: 'Log out', fresh: true },
]) {
  test(`logging out on purpose never shows the logging-out dialog: ${who.name}`, async ({ browser }) => {
    const context = await browser.newContext({ locale: who.locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await giveConsent(page);
      if (who.fresh) await signUpFresh(page, 'bye');
      else await logIn(page);
      await page.goto(url('/'));
      const nav = page.getByTestId('left-nav');
      await expect(nav).toBeVisible();

      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/web/data/shared_data/**', async (route) => {
        await held;
        await route.continue();
      });
      const loggedOut = page.waitForResponse((r) => r.url().includes('/accounts/logout/ajax/'));
      await nav.locator('[data-nav="more"]').click();
      await page.getByRole('menuitem', { name: who.logOutLabel }).click();
      expect((await loggedOut).ok()).toBe(true);

      const refused = page.waitForResponse((r) => r.status() === 401);
      await nav.locator('[data-nav="messages"]').click();
      await refused;
      release();

      await expect(page.locator('input[name="username"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('session-ended')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
