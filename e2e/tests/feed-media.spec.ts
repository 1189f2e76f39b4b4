import { expect, test } from '../support/fixtures';
import { openFeed, playingFeedVideo, scrollUntil } from '../support/feed';

test.describe('post media in the feed', () => {
  test('a sensitive or misleading post stays covered until revealed', async ({ page }) => {
    await openFeed(page);
    const covered = await scrollUntil(
      page,
      page.getByTestId('post-card').filter({ has: page.getByTestId('media-overlay') }),
    );
    // Pinned by pk: the overlay locator stops matching once it is revealed.
    const card = page.locator(
      `[data-testid=post-card][data-media-pk="${await covered.getAttribute('data-media-pk')}"]`,
    );
    const overlay = card.getByTestId('media-overlay');
    await expect(overlay.locator('p').first()).not.toBeEmpty();
    // Covered: the photo underneath is hidden from assistive technology (and blurred).
    await expect(card.getByTestId('post-media').getByRole('img')).toHaveCount(0);
    await overlay.getByRole('button').last().click();
    await expect(overlay).toHaveCount(0);
    await expect(card.getByTestId('post-media').getByRole('img').first()).toBeVisible();
  });

  test('a carousel is swiped, stepped with arrows and with the keyboard', async ({ page }) => {
    await openFeed(page);
    const carousel = await scrollUntil(page, page.getByTestId('carousel'));
    await expect(carousel).toHaveAttribute('data-slide', '0');
    const box = await carousel.boundingBox();
    if (!box) throw new Error('carousel has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.07), y);
    }
    await page.mouse.up();
    await expect(carousel).toHaveAttribute('data-slide', '1');

    await carousel.getByRole('button', { name: '上一张' }).click();
    await expect(carousel).toHaveAttribute('data-slide', '0');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-slide', '1');
    // The photo shown is the second item's, and it has loaded.
    const shown = carousel.locator('[aria-hidden=false] img[srcset]');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('tagged people show on the tag button', async ({ page }) => {
    await openFeed(page);
    const toggle = await scrollUntil(page, page.getByRole('button', { name: '显示标记的用户' }));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.locator('xpath=..').getByTestId('usertags').getByRole('link').first()).toBeVisible();
  });

  test('photos pick a candidate no wider than 1080 and covering the rendered width', async ({ page }) => {
    await openFeed(page);
    const image = page.getByTestId('post-card').first().locator('img[srcset]').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { natural, rendered } = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      rendered: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    expect(natural).toBeLessThanOrEqual(1080);
    expect(natural).toBeGreaterThanOrEqual(Math.min(rendered, 1080) - 1);
  });

  test('a video plays muted through hls.js, loaded only when a video comes near', async ({ page }) => {
    const hlsChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/hls\.\w+\.js$/.test(request.url())) hlsChunks.push(request.url());
    });
    await openFeed(page);
    expect(hlsChunks).toHaveLength(0);
    const video = await playingFeedVideo(page);
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
    expect(hlsChunks.length).toBeGreaterThan(0);
    const frame = video.locator('xpath=..');
    await frame.getByRole('button', { name: '暂停' }).click();
    await expect(frame.getByRole('button', { name: '播放' })).toBeVisible();
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });
});
