import type { Browser } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, giveConsent, test, url } from '../support/fixtures';

// docs/behaviour/logged-out.md#one-prompt-at-a-time: a card hides the half sheet while it is up.

async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await giveConsent(page);
  return { context, page };
}

const CASES = [
  { locale: 'zh-CN', storyTitle: '登录后即可观看快拍' },
  { locale: 'en-US', storyTitle: 'Log in to watch stories' },
];

test.describe('a visitor on a desktop profile', () => {
  for (const { locale, storyTitle } of CASES) {
    test(`${locale}: a highlight's login card hides the half sheet, which comes back when the card closes`, async ({
      browser,
    }) => {
      const { context, page } = await visitor(browser, locale);
      await page.goto(url('/demo/'));
      await expect(page.getByTestId('profile-header')).toContainText('demo');
      const sheet = page.getByTestId('visitor-half-sheet');
      await expect(sheet).toBeVisible();
      await page.getByText('Weekend', { exact: true }).first().click();
      const card = page.getByTestId('story-login-wall');
      await expect(card.getByRole('heading', { name: storyTitle })).toBeVisible();
      await expect(sheet).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);
      await expect(sheet).toBeVisible();

      await page.getByTestId('visitor-messages').click();
      await expect(page.getByTestId('messages-wall')).toBeVisible();
      await expect(sheet).toBeHidden();
      await context.close();
    });
  }
});
