import { apiUrl, expect, giveConsent, logIn, test, url } from '../support/fixtures';

test.describe('direct inbox', () => {
  test('lists the viewer\u2019s threads with unseen ones marked', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/direct/inbox/'));
    const rows = page.getByTestId('thread-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('direct-inbox')).toContainText('林小雨');
    await expect(page.getByTestId('direct-inbox')).toContainText('周末徒步小队');
    // The demo seed leaves three conversations unread (server/src/seed/direct-seed.ts).
    await expect(rows.filter({ has: page.getByLabel('未读') })).toHaveCount(3);
  });

  test('asks a logged-out visitor to log in first', async ({ page }) => {
    await giveConsent(page);
    await page.goto(url('/direct/inbox/'));
    await expect(page).toHaveURL(url('/accounts/login/?next=%2Fdirect%2Finbox%2F'));
  });
});

test.describe('cookie consent', () => {
  test('a first-time visitor sees the dialog; the choice is posted and remembered', async ({ page }) => {
    await page.goto(url('/accounts/login/'));
    const dialog = page.getByRole('dialog', { name: '允许 Lumen 在此浏览器上使用 Cookie 吗？' });
    await expect(dialog).toBeVisible();
    // A choice is required: the page behind is out of reach, and Escape or a click outside does nothing.
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    const posted = page.waitForRequest(
      (request) => request.url() === `${apiUrl()}/cookie/consent/` && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: '拒绝可选 Cookie' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('accept_only_essential')).toBe('true');
    expect(body.get('consent_to_everything')).toBe('false');
    await expect(page.getByTestId('toast')).toContainText('已保存更改。');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByPlaceholder('手机号、账号或邮箱')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('allowing only some categories sends them', async ({ page }) => {
    await page.goto(url('/'));
    const dialog = page.getByTestId('cookie-consent-dialog');
    await dialog.getByRole('button', { name: /按类别选择|Choose by category/ }).click();
    await dialog.getByRole('checkbox').first().check();
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/cookie/consent/') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: /允许所选|Allow selected/ }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(JSON.parse(body.get('opted_in_controls') ?? '[]')).toHaveLength(1);
    await expect(dialog).toBeHidden();
  });
});
