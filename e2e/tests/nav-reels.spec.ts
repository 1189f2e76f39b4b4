import type { Browser } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

// docs/behaviour/shell-chrome.md#reels: a Reels entry in the left nav and the phone's bottom bar.

async function newcomer(browser: Browser, width: number, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width, height: width < 768 ? 844 : 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  await signUpFresh(page, 'reels');
  return { context, page };
}

const CASES = [
  { width: 1280, nav: 'left-nav', locale: 'zh-CN', name: '短视频' },
  { width: 390, nav: 'bottom-nav', locale: 'en-US', name: 'Reels' },
  { width: 1280, nav: 'left-nav', locale: 'en-US', name: 'Reels' },
  { width: 390, nav: 'bottom-nav', locale: 'zh-CN', name: '短视频' },
];

test.describe('the Reels entry', () => {
  for (const { width, nav, locale, name } of CASES) {
    test(`${width} px, ${locale}: the ${nav} leads to /reels/, current there; no axe violations`, async ({
      browser,
    }) => {
      const { context, page } = await newcomer(browser, width, locale);
      await page.goto(url('/'));
      const reels = page.getByTestId(nav).getByRole('link', { name, exact: true });
      await expect(reels).toBeVisible();
      await reels.click();
      await expect(page).toHaveURL(url('/reels/'));
      await expect(reels).toHaveAttribute('aria-current', 'page');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
