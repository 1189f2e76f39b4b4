import type { Locator } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

// The appearance and language settings pages line their text up with the page's heading, as the
// other settings pages do (docs/behaviour/settings.md#navigation): the line above the choices and
// the choices start where the header starts, on a desktop and on a phone.

const PEOPLE = [
  { name: 'in Chinese at 1280 px', locale: 'zh-CN', width: 1280 },
  { name: 'in English at 390 px', locale: 'en-US', width: 390 },
] as const;

const PAGES = [
  { path: '/accounts/appearance/', choices: 'settings-appearance' },
  { path: '/accounts/language/', choices: 'settings-language' },
] as const;

/** The left edge of an element's box. */
async function boxLeft(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return Math.round(box?.x ?? Number.NaN);
}

/** The left edge of what an element shows (its text), inside any padding of its own or its parents'. */
async function contentLeft(locator: Locator): Promise<number> {
  return Math.round(
    await locator.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().x;
    }),
  );
}

for (const who of PEOPLE) {
  test(`appearance and language: the text and the choices start where the heading does, ${who.name}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: who.locale, viewport: { width: who.width, height: 860 } });
    const page = await context.newPage();
    await giveConsent(page);
    await signUpFresh(page, 'sca');
    for (const { path, choices } of PAGES) {
      await page.goto(url(path));
      const layout = page.getByTestId('settings-layout');
      const list = page.getByTestId(choices);
      await expect(list.getByRole('radio').first()).toBeVisible();
      // The header's left edge: the heading on a desktop, the back arrow before it on a phone.
      const edge = await boxLeft(layout.locator('header'));
      const heading = layout.getByRole('heading', { level: 1 });
      if (who.width > 767) expect(await contentLeft(heading), `${path}: heading`).toBe(edge);
      const intro = layout.locator('main > p').first();
      expect(await contentLeft(intro), `${path}: the line above the choices`).toBe(edge);
      for (const choice of await list.locator('label').all()) {
        expect(await contentLeft(choice), `${path}: ${await choice.innerText()}`).toBe(edge);
      }
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
}
