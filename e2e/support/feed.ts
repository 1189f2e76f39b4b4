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
        await scrollStep(page, -900);
        continue;
      }
    }
    await scrollStep(page, 900);
  }
  throw new Error(`not found after scrolling for ${budgetMs} ms: ${locator}`);
}

/**
 * One step of the page's scroll, then a wait until the windowed list has mounted the items at the
 * new place and their lazy units have drawn. The suggestion units' code loads when one is first
 * mounted, a placeholder standing in meanwhile: steps that went on during that load scrolled the
 * unit out of the mounted window before it drew (CI runs reached the end of the feed without ever
 * seeing the suggested accounts). Wheel steps also piled up on a busy page, the compositor
 * scrolling ahead of the render; a scroll made from the page happens only when this step runs.
 */
async function scrollStep(page: Page, pixels: number): Promise<void> {
  await page.evaluate((dy) => window.scrollBy(0, dy), pixels);
  await page
    .waitForFunction(
      () => {
        const middle = window.innerHeight / 2;
        const list = document.querySelector('[data-testid="feed-list"]');
        const listBox = list?.getBoundingClientRect();
        if (!list || !listBox || listBox.top > middle || listBox.bottom < middle) return true;
        if (list.querySelector('[data-testid="feed-unit-placeholder"]')) return false;
        const items = list.querySelectorAll('[data-index]');
        const first = items[0]?.getBoundingClientRect();
        const last = items[items.length - 1]?.getBoundingClientRect();
        return Boolean(first && last && first.top <= middle && last.bottom >= middle);
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(120);
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
