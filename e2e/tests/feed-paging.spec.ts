import { expect, test, url } from '../support/fixtures';
import { isFeedPage, mountedItems, openFeed } from '../support/feed';

test.describe('feed paging and windowing', () => {
  test('scrolls past 3 pages with no duplicate post, keeping few items mounted', async ({ page }) => {
    let pages = 0;
    page.on('response', async (response) => {
      if (await isFeedPage(response)) pages += 1;
    });
    await openFeed(page);
    const keyAt = new Map<number, string>();
    let mostMounted = 0;
    const postsSeen = () => [...keyAt.values()].filter((key) => key.startsWith('media:')).length;
    // Three pages of 12 items, read through to the fourth.
    for (let step = 0; step < 150 && postsSeen() <= 36; step += 1) {
      const items = await mountedItems(page);
      mostMounted = Math.max(mostMounted, items.length);
      for (const item of items) {
        const known = keyAt.get(item.index);
        // An index always holds the same item: nothing is re-ordered or replaced while scrolling.
        if (known) expect(known).toBe(item.key);
        keyAt.set(item.index, item.key);
      }
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(150);
    }
    expect(pages).toBeGreaterThanOrEqual(4);
    const keys = [...keyAt.values()];
    expect(postsSeen()).toBeGreaterThan(36);
    expect(new Set(keys).size).toBe(keys.length);
    // Windowing: a long feed keeps only what is near the viewport in the DOM.
    expect(mostMounted).toBeLessThan(12);
    const count = Number(await page.getByTestId('feed-list').getAttribute('data-count'));
    expect(count).toBeGreaterThan(36);
  });

  test('keeps the next page ahead of the reader and the page height stable while images load', async ({ page }) => {
    await openFeed(page);
    // The first page arrives, and the second is asked for at once (10 items of buffer).
    await expect
      .poll(async () => Number(await page.getByTestId('feed-list').getAttribute('data-count')))
      .toBeGreaterThan(12);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1500);
        }),
    );
    expect(shifts).toBeLessThan(0.1);
  });

  // The place left is where the opened post stands in the viewport when it is clicked; Back
  // brings it there again (docs/behaviour/feed.md#going-back), also when the items above it are
  // measured anew on the way back. The click is the page's own, so nothing scrolls in between: in
  // CI, under both modes' suites, the items around still being measured moved the card, and
  // Playwright's click scrolled to it after the place had been read.
  test('Back from a post returns to the same place in the feed', async ({ page }) => {
    await openFeed(page);
    for (let i = 0; i < 8; i += 1) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(150);
    }
    const card = page
      .getByTestId('post-card')
      .filter({ has: page.locator('time') })
      .nth(1);
    await card.scrollIntoViewIfNeeded();
    const pk = await card.getAttribute('data-media-pk');
    const opened = page.locator(`[data-testid=post-card][data-media-pk="${pk}"]`);
    const before = await opened.locator('header a[href^="/p/"]').evaluate((link) => {
      const place = { top: link.closest('article')!.getBoundingClientRect().top, scrollY: window.scrollY };
      (link as HTMLElement).click();
      return place;
    });
    expect(before.scrollY).toBeGreaterThan(2000);
    await expect(page).toHaveURL(/\/p\/[\w-]+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(url('/'));
    await expect(opened).toBeInViewport();
    await expect
      .poll(async () => Math.abs((await opened.evaluate((el) => el.getBoundingClientRect().top)) - before.top))
      .toBeLessThan(80);
  });
});
