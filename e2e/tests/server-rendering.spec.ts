import type { Browser, Page } from '@playwright/test';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { aSeededPlaceId, postsOf } from '../support/posts';

// The server renders the first screen of the pages people land on, with the same React components
// as the browser; the browser takes that markup over (hydrates it) without redrawing it
// (docs/performance.md#the-first-screen-is-rendered-on-the-server).

/** Console errors and warnings, and uncaught errors, of a page (a hydration mismatch is one). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Keeps the page's <main> as the server sent it, before any script ran: after hydration it is still
 * the node on screen, where a fresh render would have replaced it.
 */
async function rememberServerMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('#root main');
    });
  });
}

/** Whether the <main> the server sent is the one on screen now. */
function serverMainKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverMain: Element | null }).serverMain;
    return kept !== null && kept.isConnected && kept === document.querySelector('#root main');
  });
}

/** The first photo in <main> (or in `scope` in it) has loaded and shows (not hidden behind its blurred preview). */
async function expectPhotoShown(page: Page, scope = ''): Promise<void> {
  const photo = page.locator(`#root main ${scope} img[srcset]`).first();
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity),
    )
    .toBe('1');
}

/** The page as the server answers it, before any script. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(url(path));
  expect(response.status()).toBe(200);
  return response.text();
}

const VISITOR_PAGES = (code: string) => [`/p/${code}/`, '/chen_wei/'];
const VIEWER_PAGES = [
  '/',
  '/reels/',
  '/demo/',
  '/demo/tagged/',
  '/explore/',
  '/explore/tags/skyline/',
  '/direct/inbox/',
];

test.describe('server-rendered first screens', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('a visitor gets the post and profile rendered, taken over without a mismatch or a redraw', async ({ page }) => {
    const [post] = await postsOf(page, 'chen_wei');
    for (const path of VISITOR_PAGES(post!.code)) {
      const html = await serverHtml(page, path);
      expect(html, path).toMatch(/<div id="root" data-server-rendered[^>]*><div/);
      expect(html, path).toMatch(/<main[^>]*>.*<img[^>]* srcSet="[^"]+"/s);
      const problems = recordProblems(page);
      await rememberServerMain(page);
      await page.goto(url(path));
      await expectPhotoShown(page);
      // Hydrated: the shell's scripts ran and took the markup over (the nav's buttons work).
      await expect(page.getByTestId('top-bar')).toBeVisible();
      expect(await serverMainKept(page), path).toBe(true);
      expect(problems, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('a logged-in viewer gets each listed page rendered and taken over without a mismatch', async ({ page }) => {
    await logIn(page);
    for (const path of VIEWER_PAGES) {
      const html = await serverHtml(page, path);
      expect(html, path).toMatch(/<div id="root" data-server-rendered[^>]*data-viewer="\d+"/);
      expect(html, path).toContain('data-testid="left-nav"');
      const problems = recordProblems(page);
      await rememberServerMain(page);
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      expect(await serverMainKept(page), path).toBe(true);
      expect(problems, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('the first photo is asked for once: the preload and the rendered image take the same file', async ({ page }) => {
    const [post] = await postsOf(page, 'chen_wei');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(url(`/p/${post!.code}/`));
    await expectPhotoShown(page);
    const shown = await page
      .locator('#root main img[srcset]')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(requested.filter((address) => address === shown)).toHaveLength(1);
  });

  test('a drawn page asks for the shell’s scripts only once its first photo is painted', async ({ page }) => {
    // docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint
    const [post] = await postsOf(page, 'chen_wei');
    await page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { photoPaints: number[] }).photoPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          if (entry.element?.matches('img[fetchpriority="high"]')) paints.push(entry.startTime);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url(`/p/${post!.code}/`));
    // A resource's timing entry appears once it has been downloaded, which on a loaded machine can
    // be well after the server-drawn top bar shows: wait for main's entry (its start) before reading it.
    const mainAsked = await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').find((entry) => /\/assets\/main\.[0-9a-f]+\.js$/.test(entry.name))
          ?.startTime,
    );
    const mainAskedAt = await mainAsked.jsonValue();
    const photoPaintedAt = await page.evaluate(() => (window as unknown as { photoPaints: number[] }).photoPaints[0]);
    expect(photoPaintedAt).toBeGreaterThan(0);
    expect(mainAskedAt).toBeGreaterThan(photoPaintedAt!);
  });

  test('a page rendered for another language is drawn afresh in the browser, without errors', async ({ page }) => {
    const [post] = await postsOf(page, 'chen_wei');
    // The server renders in the Accept-Language's language; this browser chose English itself.
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'zh-CN' });
    await page.addInitScript(() => window.localStorage.setItem('lumen.locale', 'en'));
    const problems = recordProblems(page);
    await page.goto(url(`/p/${post!.code}/`));
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expectPhotoShown(page);
    expect(problems).toEqual([]);
  });
});

/** A phone's browser: its width, touch, and a phone's user agent (docs/performance.md#a-phone-gets-the-phone-layout-from-the-server). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

test.describe('on a phone', () => {
  test('the post is drawn in the phone layout by the server and taken over without a mismatch or a redraw', async ({
    browser,
    page,
  }) => {
    const [post] = await postsOf(page, 'chen_wei');
    const context = await browser.newContext(PHONE);
    const phone = await context.newPage();
    await giveConsent(phone);
    const path = `/p/${post!.code}/`;
    const html = await serverHtml(phone, path);
    expect(html).toMatch(/<div id="root" data-server-rendered[^>]*data-layout="phone"/);
    expect(html).toMatch(/data-testid="post-page" data-layout="mobile"/);
    // The same page for a desktop browser is drawn wide.
    expect(await serverHtml(page, path)).toMatch(/data-testid="post-page" data-layout="desktop"/);
    const problems = recordProblems(phone);
    await rememberServerMain(phone);
    await phone.goto(url(path));
    await expectPhotoShown(phone);
    await expect(phone.getByTestId('post-page')).toHaveAttribute('data-layout', 'mobile');
    expect(await serverMainKept(phone)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('with JavaScript off', () => {
  async function scriptlessPage(browser: Browser, login: boolean, device: object = {}): Promise<Page> {
    const context = await browser.newContext({ ...device, javaScriptEnabled: false });
    const page = await context.newPage();
    if (login) {
      // The login form needs scripts: log in on a page with them, in the same context's cookies.
      const withScripts = await browser.newContext();
      const loginPage = await withScripts.newPage();
      await giveConsent(loginPage);
      await logIn(loginPage);
      await context.addCookies(await withScripts.cookies());
      await withScripts.close();
    }
    return page;
  }

  test('a visitor sees the post and the profile with their photos', async ({ browser, page }) => {
    const [post] = await postsOf(page, 'chen_wei');
    const scriptless = await scriptlessPage(browser, false);
    for (const path of VISITOR_PAGES(post!.code)) {
      await scriptless.goto(url(path));
      await expectPhotoShown(scriptless);
    }
    await scriptless.context().close();
  });

  test('a visitor sees a tag’s and a place’s Most recent with its photos, not its loading state', async ({
    browser,
    page,
  }) => {
    const placeId = await aSeededPlaceId(page);
    const scriptless = await scriptlessPage(browser, false);
    for (const [path, section] of [
      ['/explore/tags/sunset/', 'tag-recent'],
      [`/explore/locations/${placeId}/`, 'location-recent'],
    ] as const) {
      await scriptless.goto(url(path));
      await expectPhotoShown(scriptless, `[data-testid="${section}"]`);
      await expect(scriptless.getByTestId(section).getByRole('status'), path).toHaveCount(0);
    }
    await scriptless.context().close();
  });

  test('a phone sees the post in the phone layout, the bottom bar and not the left navigation', async ({
    browser,
    page,
  }) => {
    const [post] = await postsOf(page, 'chen_wei');
    const scriptless = await scriptlessPage(browser, true, PHONE);
    await scriptless.goto(url(`/p/${post!.code}/`));
    await expectPhotoShown(scriptless);
    await expect(scriptless.getByTestId('post-page')).toHaveAttribute('data-layout', 'mobile');
    await expect(scriptless.getByTestId('bottom-nav')).toBeVisible();
    await expect(scriptless.getByTestId('left-nav')).toBeHidden();
    // The photo fits the phone's width: no sideways scrolling.
    const overflow = await scriptless.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await scriptless.context().close();
  });

  test('a logged-in viewer sees the home feed, a profile and the reels with their first photo', async ({ browser }) => {
    const scriptless = await scriptlessPage(browser, true);
    for (const path of ['/', '/demo/']) {
      await scriptless.goto(url(path));
      await expect(scriptless.getByTestId('left-nav')).toBeVisible();
      await expectPhotoShown(scriptless);
    }
    await scriptless.context().close();
  });
});
