import type { Browser, Page } from '@playwright/test';
import { axeDialogViolations, axeViolations } from '../support/axe';
import path from 'node:path';
import { apiUrl, csrfToken, expect, giveConsent, screenReady, signUpFresh, test, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';

// docs/behaviour/logged-out.md: impression limits, the content wall, the half sheet, crawlers.
const PROFILES = ['demo', 'chen_wei', 'ana.lima', 'kenji.sato', 'mia_rossi', 'lin.xiaoyu'];
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function visitor(browser: Browser, options: { userAgent?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  await giveConsent(page);
  return page;
}

/** Opens a profile and, unless the browser is a crawler (never counted), waits until it is counted. */
async function openProfile(page: Page, username: string, counted = true): Promise<void> {
  const impression = counted ? page.waitForResponse(/\/api\/v1\/web\/visitor\/impressions\//) : null;
  await page.goto(url(`/${username}/`));
  await expect(page.getByTestId('profile-header')).toContainText(username);
  await screenReady(page);
  await impression;
}

/** Demo's newest post codes, asked the way a visitor's browser would (nothing counted). */
async function demoPostCodes(page: Page): Promise<string[]> {
  const info = await (await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=demo`)).json();
  const feed = await (await page.request.get(`${apiUrl()}/api/v1/feed/user/${info.data.user.id}/?count=12`)).json();
  return feed.items.map((item: { code: string }) => item.code);
}

/** Waits for the impression of `surface` the next navigation reports. */
function impressionOf(page: Page, surface: string) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/visitor/impressions/') && response.request().postDataJSON()?.surface === surface,
  );
}

test.describe('logged-out visitors', () => {
  test('posts opened one after another from a post page: seven, then the content wall', async ({ browser }) => {
    const page = await visitor(browser);
    const [first] = await demoPostCodes(page);
    const counted = impressionOf(page, 'post');
    await page.goto(url(`/p/${first}/`));
    await counted;
    for (let i = 1; i <= 8; i += 1) {
      const tile = page.getByTestId('related-post').first();
      await expect(tile).toBeVisible();
      const chained = impressionOf(page, 'chain');
      const previous = page.url();
      await tile.click();
      await expect(page).not.toHaveURL(previous);
      expect((await (await chained).json()).seen).toBe(i);
      if (i < 8) await expect(page.getByTestId('content-wall')).toHaveCount(0);
    }
    await expect(page.getByTestId('content-wall')).toBeVisible();
    // Chained posts are not new pages: a profile (the second page) is still open to this visitor.
    await page.evaluate(() => window.localStorage.clear());
    await openProfile(page, 'chen_wei');
    await expect(page.getByTestId('content-wall')).toHaveCount(0);
    await page.context().close();
  });

  test("a profile's reels tab gives a visitor no more than 36 items", async ({ browser }) => {
    const page = await visitor(browser);
    const info = await (await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=demo`)).json();
    const tab = await (await page.request.get(`${apiUrl()}/api/v1/clips/user/${info.data.user.id}/?count=50`)).json();
    expect(tab.items.length).toBeLessThanOrEqual(36);
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the reels tab shows a visitor the newest 8 reels at most, then ends; no axe violations (${colorScheme})`, async ({
      browser,
    }) => {
      const page = await visitor(browser);
      await page.emulateMedia({ colorScheme });
      // What a crawler (never capped) gets on its first page: the newest reels.
      const crawled = await (
        await page.request.get(`${apiUrl()}/api/v1/clips/home/`, { headers: { 'user-agent': GOOGLEBOT } })
      ).json();
      const newest = crawled.items.slice(0, 8);
      expect(newest.length).toBeGreaterThan(0);
      await page.goto(url('/reels/'));
      await expect(page).toHaveURL(url('/reels/'));
      const reels = page.getByTestId('reel');
      await expect(reels.first()).toBeVisible();
      await expect(reels).toHaveCount(newest.length);
      await expect(page.getByTestId('video-upsell')).toBeAttached();
      // Counts, but no button that needs an account.
      await expect(reels.first().getByRole('button', { name: /^(Like|Save)$/ })).toHaveCount(0);
      // The server ends the list there, whatever cursor is sent.
      const last = crawled.items[newest.length - 1].media.pk;
      const more = await (await page.request.get(`${apiUrl()}/api/v1/clips/home/?max_id=${last}`)).json();
      expect(more.paging_info).toEqual({ max_id: null, more_available: false });
      expect(more.items.length).toBe(newest.length);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('on a desktop a story or live avatar opens the login wall; on a phone the link is followed', async ({
    browser,
  }) => {
    // The avatar is remote-profile's; any link to a story (or to log in on the way to one) counts.
    const addStoryLink = (target: Page, href: string) =>
      target.evaluate((to) => {
        const link = document.createElement('a');
        link.href = to;
        link.textContent = 'story ring';
        link.dataset.testid = 'e2e-story-link';
        document.querySelector('main')?.append(link);
      }, href);
    const page = await visitor(browser);
    await openProfile(page, 'demo');
    await page.getByTestId('visitor-half-sheet').getByRole('button', { name: '关闭' }).click();
    for (const href of ['/stories/demo/', '/accounts/login/?next=%2Fdemo%2Flive%2F%3Fbroadcast_id%3D1']) {
      await addStoryLink(page, href);
      await page.getByTestId('e2e-story-link').click();
      const wall = page.getByTestId('story-login-wall');
      await expect(wall).toBeVisible();
      await expect(wall.getByRole('heading', { name: '登录后即可观看快拍' })).toBeVisible();
      await expect(wall.getByRole('link', { name: '登录' })).toHaveAttribute(
        'href',
        '/accounts/login/?next=%2Fdemo%2F',
      );
      await expect(page).toHaveURL(url('/demo/'));
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(wall).toHaveCount(0);
      await page.getByTestId('e2e-story-link').evaluate((el) => el.remove());
    }
    await page.context().close();

    const phone = await visitor(browser, { width: 390 });
    await openProfile(phone, 'demo');
    await addStoryLink(phone, '/stories/demo/');
    await phone.getByTestId('e2e-story-link').click();
    await expect(phone).toHaveURL(/\/accounts\/login\/\?next=%2Fstories%2Fdemo%2F/);
    await expect(phone.getByTestId('story-login-wall')).toHaveCount(0);
    await phone.context().close();
  });

  test('a public profile shows a visitor its newest 4 highlights; pressing one opens the login wall', async ({
    browser,
  }) => {
    test.slow();
    // A fresh public account with one story kept in 6 highlights (docs/behaviour/logged-out.md#highlights).
    const author = await visitor(browser);
    const username = await signUpFresh(author, 'hlv');
    const story = await postThroughApi(author, {
      file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
      type: 'image/jpeg',
      width: 640,
      height: 480,
      configure: '/api/v1/media/configure_to_story/',
      params: { audience: 'everyone' },
    });
    const token = await csrfToken(author);
    for (let i = 1; i <= 6; i += 1) {
      const made = await author.request.post(`${apiUrl()}/api/v1/highlights/create_reel/`, {
        data: { title: `hl${i}`, media_ids: [story.id] },
        headers: { 'X-CSRFToken': token },
      });
      expect(made.ok(), await made.text()).toBe(true);
    }
    await author.context().close();

    const page = await visitor(browser);
    await openProfile(page, username);
    const rings = page.getByTestId('highlight-ring');
    await expect(rings).toHaveCount(4);
    await expect(page.getByTestId('profile-highlights')).toContainText('hl6');
    await expect(page.getByTestId('profile-highlights')).not.toContainText('hl2');
    // Each cover's picture loads for the visitor.
    for (const ring of await rings.all()) {
      await expect
        .poll(() => ring.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.getByTestId('visitor-half-sheet').getByRole('button', { name: '关闭' }).click();
    await rings.first().click();
    const wall = page.getByTestId('story-login-wall');
    await expect(wall).toBeVisible();
    await expect(wall.getByRole('heading', { name: '登录后即可观看快拍' })).toBeVisible();
    await expect(page).toHaveURL(url(`/${username}/`));
    await page.context().close();
  });

  test('the video upsell logs its impression once, when it comes into view; no axe violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 560 } });
    const page = await context.newPage();
    // Analytics allowed, so the impression can leave the browser (docs/behaviour/analytics.md).
    const token = (await (await page.request.get(`${apiUrl()}/api/v1/web/data/shared_data/`)).json()).config.csrf_token;
    const consent = await page.request.post(`${apiUrl()}/cookie/consent/`, {
      form: { accept_only_essential: 'false', consent_to_everything: 'true', opted_in_controls: '[]' },
      headers: { 'X-CSRFToken': token },
    });
    expect(consent.ok()).toBe(true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/web/logging/events/') sent.push(request.postData() ?? '');
    });
    const impressions = () => sent.join('\n').split('video_upsell_impression').length - 1;
    const info = await (await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=mia_rossi`)).json();
    const clips = await (await page.request.get(`${apiUrl()}/api/v1/clips/user/${info.data.user.id}/?count=1`)).json();
    await page.goto(url(`/p/${clips.items[0].code}/`));
    const upsell = page.getByTestId('video-upsell');
    await expect(upsell).toHaveCount(1);
    await expect(upsell.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/accounts/emailsignup/?source=video_upsell',
    );
    // Below the video on a phone: not yet seen, so not logged.
    await expect(upsell).not.toBeInViewport();
    await page.waitForTimeout(1500);
    expect(impressions()).toBe(0);
    await upsell.scrollIntoViewIfNeeded();
    await expect.poll(impressions).toBe(1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await upsell.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(impressions()).toBe(1);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  test('while the half sheet is open the footer can still be scrolled above it', async ({ browser }) => {
    const page = await visitor(browser);
    await openProfile(page, 'demo');
    const sheet = page.getByTestId('visitor-half-sheet');
    await expect(sheet).toBeVisible();
    const footer = page.locator('footer');
    // The grid grows as it loads: scroll to the very bottom until the footer ends above the sheet.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footerBox = await footer.boundingBox();
        const sheetBox = await sheet.boundingBox();
        return footerBox && sheetBox ? sheetBox.y + 1 - (footerBox.y + footerBox.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  test('four pages, then the content wall; it cannot be dismissed and clearing localStorage keeps it', async ({
    browser,
  }) => {
    const page = await visitor(browser);
    for (const username of PROFILES.slice(0, 4)) {
      await openProfile(page, username);
      await expect(page.getByTestId('content-wall')).toHaveCount(0);
    }
    // A tab switch stays on the same page: not a fifth impression.
    await page.getByRole('navigation', { name: '主页内容' }).getByRole('link', { name: '短视频' }).click();
    await expect(page).toHaveURL(url(`/${PROFILES[3]}/reels/`));
    await expect(page.getByTestId('content-wall')).toHaveCount(0);

    await page.goto(url(`/${PROFILES[4]}/`));
    const wall = page.getByTestId('content-wall');
    await expect(wall).toBeVisible();
    await expect(wall.getByRole('heading', { name: '登录 Lumen，继续浏览' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 890);
    await expect(wall).toBeVisible();
    await expect(wall.getByTestId('dialog-close')).toHaveCount(0);
    const behind = page.getByTestId('top-bar').locator('xpath=following-sibling::div[1]');
    expect(await behind.evaluate((el) => getComputedStyle(el).filter)).toContain('blur');

    // The browser forgets its own count: the server still walls the next page.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(url(`/${PROFILES[5]}/`));
    await expect(page.getByTestId('content-wall')).toBeVisible();
    // The server withholds the content too, whatever the page's scripts do.
    const refused = await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${PROFILES[5]}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error_id).toBe('visitor_limit_reached');
    // Behind the wall the refused profile is a quiet placeholder: nothing to retry, no error text.
    await expect(page.getByTestId('content-withheld')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '重试', includeHidden: true })).toHaveCount(0);
    await expect(page.getByText('无法加载此主页。')).toHaveCount(0);

    await page.getByTestId('content-wall').getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Flin\.xiaoyu%2F/);
    await expect(page.getByTestId('content-wall')).toHaveCount(0);

    // Another browser starts from nothing.
    const other = await visitor(browser);
    await openProfile(other, PROFILES[5]!);
    await expect(other.getByTestId('content-wall')).toHaveCount(0);
    await other.context().close();
    await page.context().close();
  });

  test('an allowlisted crawler gets every page with no wall and no half sheet', async ({ browser }) => {
    const page = await visitor(browser, { userAgent: GOOGLEBOT });
    const counted: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/visitor/impressions/')) counted.push(request.url());
    });
    for (const username of PROFILES) await openProfile(page, username, false);
    await expect(page.getByTestId('content-wall')).toHaveCount(0);
    await expect(page.getByTestId('visitor-half-sheet')).toHaveCount(0);
    expect(counted).toEqual([]);
    await page.context().close();
  });

  test('the half sheet shows on desktop, closes for the visit, and not on a phone', async ({ browser }) => {
    const page = await visitor(browser);
    await openProfile(page, 'demo');
    const sheet = page.getByTestId('visitor-half-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/accounts/login/?next=%2Fdemo%2F');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(sheet).toHaveCount(0);
    await openProfile(page, 'chen_wei');
    await expect(page.getByTestId('visitor-half-sheet')).toHaveCount(0);
    await page.context().close();

    const phone = await visitor(browser, { width: 390 });
    await openProfile(phone, 'demo');
    await expect(phone.getByTestId('top-bar')).toBeVisible();
    await expect(phone.getByTestId('visitor-half-sheet')).toHaveCount(0);
    await phone.context().close();
  });

  test('Messages opens the feature wall, which closes with Escape', async ({ browser }) => {
    const page = await visitor(browser);
    await openProfile(page, 'demo');
    await page.getByTestId('visitor-messages').click();
    const wall = page.getByTestId('messages-wall');
    await expect(wall).toBeVisible();
    await expect(wall.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/accounts/emailsignup/');
    await page.keyboard.press('Escape');
    await expect(wall).toHaveCount(0);
    await expect(page.getByTestId('visitor-messages')).toBeFocused();
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the wall, the Messages wall and the half sheet have no axe violations (${colorScheme})`, async ({
      browser,
    }) => {
      const page = await visitor(browser);
      await page.emulateMedia({ colorScheme });
      await openProfile(page, 'demo');
      await expect(page.getByTestId('visitor-half-sheet')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('visitor-messages').click();
      await expect(page.getByTestId('messages-wall')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      for (const username of PROFILES.slice(1, 5)) await openProfile(page, username);
      await expect(page.getByTestId('content-wall')).toBeVisible();
      // The wall is modal: the page behind is inert, so the wall is what is checked (the page-level
      // rules judged the page behind at times, at times not: the dark run failed 1 in 3).
      expect(await axeDialogViolations(page, '[data-testid="content-wall"]')).toEqual([]);
      await page.context().close();
    });
  }
});
