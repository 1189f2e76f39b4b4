import { expect, giveConsent, logIn, test, url } from '../support/fixtures';

test.describe('home feed and post page', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('shows posts with real images, author, caption and like count, and pages as you scroll', async ({ page }) => {
    await logIn(page);
    await page.goto(url('/'));
    const first = page.getByTestId('post-card').first();
    await expect(first).toBeVisible();
    await expect(first.locator('header a').nth(1)).not.toBeEmpty();
    // "N 次赞", or "X 和其他 N 人赞了" when people the viewer follows liked it.
    await expect(first.getByTestId('like-count')).toContainText('赞');
    const image = first.locator('img[srcset]');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The feed is windowed: the list knows how many items it holds, the DOM only has those near the viewport.
    const loaded = () => page.getByTestId('feed-list').getAttribute('data-count').then(Number);
    const initial = await loaded();
    expect(initial).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < 12; i += 1) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(200);
    }
    await expect.poll(loaded).toBeGreaterThan(initial + 12);
    const pks = await page
      .getByTestId('post-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-media-pk')));
    expect(new Set(pks).size).toBe(pks.length);
  });

  test('opens a post page by shortcode, logged in and logged out', async ({ page, browser }) => {
    await logIn(page);
    await page.goto(url('/'));
    const firstCard = page.getByTestId('post-card').first();
    const href = await firstCard.locator('a[href^="/p/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/p\/[\w-]+\/$/);
    await page.goto(url(href!));
    await expect(page.getByTestId('post-page')).toBeVisible();
    await expect(page.getByTestId('post-page').getByTestId('like-count')).toBeVisible();

    const anonymous = await browser.newPage();
    await giveConsent(anonymous);
    await anonymous.goto(url(href!));
    await expect(anonymous.getByTestId('post-page')).toBeVisible();
    await expect(anonymous.getByTestId('top-bar')).toBeVisible();
    await anonymous.close();
  });

  test('an unknown shortcode shows page-not-found', async ({ page }) => {
    await page.goto(url('/p/DoesNotExist1/'));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
  });

  test('the feed asks for login when logged out', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.getByPlaceholder('手机号、账号或邮箱')).toBeVisible();
  });
});
