import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { apiUrl, giveConsent, logIn, url } from './fixtures';

/** Logs the demo account in (cookie choice recorded) and opens a feed URL. */
export async function openFeed(page: Page, path = '/'): Promise<void> {
  await giveConsent(page);
  await logIn(page);
  await page.goto(url(path));
  await page.getByTestId('feed-list').locator('[data-index]').first().waitFor();
}

/**
 * Scrolls the (windowed) feed down until `locator` is in the DOM, then brings it into view.
 * Items far from the viewport are not mounted, so a plain locator can miss them. At least
 * `minSteps` steps, and then on until `budgetMs` has passed: at the end of what is loaded the next
 * page may take seconds on a busy machine (one run gave up after 80 steps, 37 s).
 */
export async function scrollUntil(page: Page, locator: Locator, minSteps = 80, budgetMs = 40_000): Promise<Locator> {
  const deadline = Date.now() + budgetMs;
  for (let step = 0; step < minSteps || Date.now() < deadline; step += 1) {
    if ((await locator.count()) > 0) {
      try {
        await locator.first().scrollIntoViewIfNeeded({ timeout: 5_000 });
        return locator.first();
      } catch {
        // The page was still scrolling from the last step and the item left the mounted window
        // (one CI run waited here until the test's timeout): it is just above, look again there.
        await page.mouse.wheel(0, -900);
        await page.waitForTimeout(120);
        continue;
      }
    }
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(120);
  }
  throw new Error(`not found after scrolling for ${budgetMs} ms: ${locator}`);
}

/** The feed items mounted right now: list index, key, and post pk when a post. */
export async function mountedItems(page: Page): Promise<Array<{ index: number; key: string }>> {
  return page
    .getByTestId('feed-list')
    .locator('[data-index]')
    .evaluateAll((items) =>
      items.map((item) => ({
        index: Number((item as HTMLElement).dataset.index),
        key: String((item as HTMLElement).dataset.key),
      })),
    );
}

/** Whether a response is a feed timeline page (the persisted query answering `feed_timeline`). */
export async function isFeedPage(response: Response): Promise<boolean> {
  if (!response.url().includes('/web/wwwgraphql/ig/query/') || response.request().method() !== 'POST') return false;
  try {
    const body = (await response.json()) as { data?: { feed_timeline?: unknown } };
    return Boolean(body.data?.feed_timeline);
  } catch {
    return false;
  }
}

/** The viewer's named collections, through the API with the page's cookies. */
export async function collectionsOf(
  page: Page,
): Promise<Array<{ collection_id: string; collection_name: string; collection_media_count: number }>> {
  const response = await page.request.get(`${apiUrl()}/api/v1/collections/list/?collection_types=%5B%22MEDIA%22%5D`);
  if (!response.ok()) throw new Error(`collections: ${response.status()}`);
  return (await response.json()).items;
}

/**
 * Scrolls the feed to its first video and waits until a video plays by itself (its playhead
 * moves); answers that video. The one that plays is looked up by its post, not by its place in the
 * DOM: the windowed feed may keep an earlier video mounted above the viewport, paused, and a
 * locator taken by position would then wait on that one.
 */
export async function playingFeedVideo(page: Page): Promise<Locator> {
  await scrollUntil(page, page.getByTestId('post-video'));
  let pk = '';
  await expect
    .poll(
      async () => {
        pk = await page.getByTestId('post-video').evaluateAll((videos) => {
          const playing = (videos as HTMLVideoElement[]).find((video) => video.currentTime > 0);
          return playing?.closest<HTMLElement>('[data-testid=post-card]')?.dataset.mediaPk ?? '';
        });
        return pk;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return page.locator(`[data-testid=post-card][data-media-pk="${pk}"]`).getByTestId('post-video');
}
