import type { Browser, Page } from '@playwright/test';
import { axeDialogViolations, axeViolations } from '../support/axe';
import { apiUrl, expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';

// Issue 30, items 7 and 8: an address that names no story, or a live video that is not on, says so
// instead of showing something else (docs/behaviour/stories.md#the-viewer-on-screen,
// docs/behaviour/profiles.md#live-page).

const PEOPLE = [
  { name: 'demo in Chinese on a desktop', locale: 'zh-CN', width: 1280, fresh: false },
  { name: 'a fresh account in English on a phone', locale: 'en-US', width: 390, fresh: true },
] as const;

const TEXT = {
  'zh-CN': { cannotShow: '无法显示此快拍', ended: '此直播已结束', toProfile: '前往 demo 的主页' },
  'en-US': {
    cannotShow: "This story can't be shown",
    ended: 'This live video has ended',
    toProfile: "Go to demo's profile",
  },
} as const;

async function person(browser: Browser, who: (typeof PEOPLE)[number]): Promise<Page> {
  const context = await browser.newContext({ locale: who.locale, viewport: { width: who.width, height: 860 } });
  const page = await context.newPage();
  await giveConsent(page);
  if (who.fresh) await signUpFresh(page, 'sle');
  else await logIn(page);
  return page;
}

/** An expired story of demo's, from its archive (the seed gives demo expired stories). */
async function expiredStoryOfDemo(page: Page): Promise<string> {
  const archive = await page.request.get(`${apiUrl()}/api/v1/archive/reel/stories/`);
  const items = (await archive.json()).items as Array<{ id: string; expiring_at: number }>;
  const expired = items.find((item) => item.expiring_at * 1000 < Date.now());
  expect(expired, 'demo has an expired story').toBeTruthy();
  return expired?.id ?? '';
}

/** The viewer at a story that cannot be shown: it says so, shows no story and stays at the address. */
async function expectCannotShow(page: Page, path: string, text: string): Promise<void> {
  await page.goto(url(path));
  const viewer = page.getByTestId('story-viewer');
  await expect(viewer.getByTestId('story-cannot-show')).toContainText(text);
  await expect(viewer.getByTestId('story-stage')).toHaveCount(0);
  await expect(page).toHaveURL(url(path));
  expect(await axeDialogViolations(page, '[data-testid="story-viewer"]')).toEqual([]);
}

for (const who of PEOPLE) {
  test(`an expired or unknown story says the story can't be shown, not another story: ${who.name}`, async ({
    browser,
  }) => {
    const page = await person(browser, who);
    // demo's own reel is in demo's tray; a fresh account's tray has no reel of demo's.
    if (!who.fresh)
      await expectCannotShow(page, `/stories/demo/${await expiredStoryOfDemo(page)}/`, TEXT[who.locale].cannotShow);
    await expectCannotShow(page, '/stories/demo/99999999/', TEXT[who.locale].cannotShow);
    await page.context().close();
  });

  test(`/demo/live/ says the live video has ended and leads to the profile: ${who.name}`, async ({ browser }) => {
    const page = await person(browser, who);
    const response = await page.goto(url('/demo/live/'));
    expect(response?.status()).toBeLessThan(400);
    const ended = page.getByTestId('live-ended');
    await expect(ended.getByRole('heading', { name: TEXT[who.locale].ended })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await ended.getByRole('link', { name: TEXT[who.locale].toProfile }).click();
    await expect(page).toHaveURL(url('/demo/'));
    await expect(page.getByTestId('profile-page').getByRole('heading', { name: 'demo' })).toBeVisible();
    await page.context().close();
  });
}
