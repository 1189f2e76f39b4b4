import type { BrowserContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, url } from '../support/fixtures';

// docs/behaviour/consent.md#crawlers: an allowlisted crawler gets the page without the blocking
// cookie dialog, and no optional cookie is set.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ESSENTIAL = new Set(['csrftoken', 'sessionid', 'lumen_did']);
const DIALOG_NAME = /允许 Lumen 在此浏览器上使用 Cookie 吗？|Allow the use of cookies from Lumen by this browser\?/;

async function optionalCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => !ESSENTIAL.has(name));
}

test.describe('an allowlisted crawler', () => {
  for (const { locale, width } of [
    { locale: 'zh-CN', width: 1280 },
    { locale: 'en-US', width: 390 },
  ]) {
    test(`${locale}, ${width} px: a profile and a post without the cookie dialog, and no optional cookie`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ userAgent: GOOGLEBOT, locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url('/demo/'));
      await expect(page.getByTestId('profile-header')).toContainText('demo');
      const firstPost = page.locator('a[href^="/p/"]').first();
      await expect(firstPost).toBeVisible();
      await expect(page.getByRole('dialog', { name: DIALOG_NAME })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(url((await firstPost.getAttribute('href')) ?? '/'));
      await expect(page.locator('main')).toBeVisible();
      // The dialog would have come with the page: give it the time the remote takes to arrive.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: DIALOG_NAME })).toHaveCount(0);
      expect(await optionalCookies(context)).toEqual([]);
      await context.close();
    });
  }

  test('a browser is still asked (the dialog is there for people)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/demo/'));
    await expect(page.getByRole('dialog', { name: DIALOG_NAME })).toBeVisible();
    await context.close();
  });
});
