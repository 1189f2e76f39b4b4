import type { Page } from '@playwright/test';
import { PHOTO_PAINT_RECORDER } from '../bench/page-metrics.mjs';
import { expect, logIn, test, url } from '../support/fixtures';
import { remoteFolder } from '../support/remotes';
import { postsOf } from '../support/posts';

// On a first visit the cookie dialog's remote loads after the first screen's photo has been
// painted, not before or beside it, and the dialog still shows, needing an answer
// (docs/performance.md#after-the-first-screen, docs/behaviour/consent.md#when-the-dialog-shows).

/** When the photo was painted and when the consent remote's files were first asked for (page clock). */
async function photoAndConsentTimes(page: Page): Promise<{ photo: number | null; consent: number[] }> {
  const folder = await remoteFolder(page.request, 'consent');
  return page.evaluate((consentFiles) => {
    const consent = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.startsWith(consentFiles))
      .map((resource) => resource.startTime);
    return { photo: (window as unknown as { __photoPaintedAt: number | null }).__photoPaintedAt, consent };
  }, folder);
}

async function expectDialogAfterPhoto(page: Page): Promise<void> {
  const dialog = page.getByTestId('cookie-consent-dialog');
  await expect(dialog).toBeVisible();
  // Blocking as before: focus is in the dialog, and Escape does not close it.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const { photo, consent } = await photoAndConsentTimes(page);
  expect(photo).not.toBeNull();
  expect(consent.length).toBeGreaterThan(0);
  expect(Math.min(...consent)).toBeGreaterThan(photo!);
}

test.describe('the cookie dialog after the first screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(PHOTO_PAINT_RECORDER);
  });

  test('a visitor’s first visit to a post: the consent remote is asked for after the photo is painted', async ({
    page,
  }) => {
    const [post] = await postsOf(page, 'chen_wei');
    await page.goto(url(`/p/${post!.code}/`));
    await expectDialogAfterPhoto(page);
  });

  test('a first visit to the home feed, logged in: the same', async ({ page }) => {
    await logIn(page);
    await page.goto(url('/'));
    await expectDialogAfterPhoto(page);
  });
});
