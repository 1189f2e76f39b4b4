import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, giveConsent, logIn, signUpFresh, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { makeVideo } from './create-helpers';

/** Logs the demo account in (cookie choice recorded). */
async function asDemo(page: Page): Promise<void> {
  await giveConsent(page);
  await logIn(page);
}

/** How far the first video on the page has played and how many frames it has decoded. */
async function playback(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el: HTMLVideoElement) => ({
      time: el.currentTime,
      frames: el.getVideoPlaybackQuality().totalVideoFrames,
      implementation: el.dataset.implementation ?? '',
    }));
}

/** Posts a 6 s portrait clip as the page's account (resumable upload, configure_to_clips). */
async function postClip(page: Page): Promise<string> {
  const file = makeVideo('reel.mp4', { width: 360, height: 640, seconds: 6 });
  const { code } = await postThroughApi(page, {
    file,
    type: 'video/mp4',
    width: 360,
    height: 640,
    configure: '/api/v1/media/configure_to_clips/',
    params: { caption: 'e2e reel' },
  });
  // Transcoding may run in the background: wait until the reel has its HLS playlist.
  await expect
    .poll(
      async () => {
        const page1 = await page.request.get(`${apiUrl()}/api/v1/clips/home/`);
        const items = (await page1.json()).items as Array<{ media: { code: string; video_hls_url: string | null } }>;
        return items.find((item) => item.media.code === code)?.media.video_hls_url ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  fs.rmSync(file, { force: true });
  return code;
}

test.describe('reels', () => {
  test('reels really play, the first two from their files and the third through HLS: the playhead moves and frames are decoded', async ({
    page,
  }) => {
    test.slow();
    // A fresh account posts the clips: posted as demo they would come first in demo's home feed,
    // which other specs read (feed-media picks its first card's photo).
    await giveConsent(page);
    await signUpFresh(page, 'reels');
    const code = await postClip(page);
    await postClip(page);
    await page.goto(url('/reels/'));
    const feed = page.getByRole('feed', { name: '短视频' });
    const first = feed.getByRole('article').first();
    await expect(first).toHaveAttribute('data-current', 'true');
    await expect
      .poll(async () => (await playback(page, 'article[data-current] video')).time, { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    const before = await playback(page, 'article[data-current] video');
    await expect
      .poll(async () => (await playback(page, 'article[data-current] video')).frames, { timeout: 10_000 })
      .toBeGreaterThan(before.frames);
    expect((await playback(page, 'article[data-current] video')).time).toBeGreaterThan(before.time);
    // The reel on screen as the page opens starts from its MP4 file, for the soonest first frame
    // (docs/behaviour/stories.md#reels-pages).
    expect(before.implementation).toBe('progressive');
    // ArrowDown brings the next reel on screen and it plays in turn, from the file its player
    // was given before the reader moved.
    await page.keyboard.press('ArrowDown');
    await expect(feed.getByRole('article').nth(1)).toHaveAttribute('data-current', 'true');
    await expect
      .poll(async () => (await playback(page, 'article[data-current] video')).time, { timeout: 20_000 })
      .toBeGreaterThan(0.3);
    expect((await playback(page, 'article[data-current] video')).implementation).toBe('progressive');
    // Chromium has Media Source: players given after the reader moved go through hls.js, the
    // adaptive stream (docs/performance.md#the-first-reels-start-from-their-files).
    await page.keyboard.press('ArrowDown');
    await expect(feed.getByRole('article').nth(2)).toHaveAttribute('data-current', 'true');
    await expect
      .poll(async () => (await playback(page, 'article[data-current] video')).time, { timeout: 20_000 })
      .toBeGreaterThan(0.3);
    expect((await playback(page, 'article[data-current] video')).implementation).toBe('hls.js');
    await page.keyboard.press('ArrowUp');
    await expect(feed.getByRole('article').nth(1)).toHaveAttribute('data-current', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('data-current', 'true');
    // Its own page plays it too.
    await page.goto(url(`/reel/${code}/`));
    await expect
      .poll(async () => (await playback(page, 'article[data-current] video')).time, { timeout: 20_000 })
      .toBeGreaterThan(0.3);
  });
});

test.describe('stories', () => {
  test('the tray and the viewer work by keyboard and by click, and seen state survives a reload', async ({ page }) => {
    await asDemo(page);
    await page.goto(url('/'));
    const tray = page.getByRole('region', { name: '快拍' });
    const rings = tray.getByRole('link');
    await expect(rings.first()).toBeVisible();
    // The viewer's own reel comes first.
    await expect(rings.first()).toContainText('你的快拍');
    const unseen = tray.getByRole('link', { name: /的快拍，未看过$/ }).nth(1);
    const name = (await unseen.getAttribute('aria-label')) ?? '';
    const username = name.replace(/ 的快拍，未看过$/, '');

    // Keyboard: focus the ring, Enter opens the viewer.
    await unseen.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('story-viewer');
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/stories/${username.replace('.', '\\.')}/`));
    const stage = viewer.getByTestId('story-stage');
    const storyId = async () => stage.getByTestId('story-card').getAttribute('data-story-id');
    // Space pauses (so a slow machine does not see the story move on by itself).
    await page.keyboard.press('Space');
    await expect(stage).toHaveAttribute('data-paused', 'true');
    const firstId = await storyId();
    // ArrowRight moves on, ArrowLeft back.
    await page.keyboard.press('ArrowRight');
    await expect.poll(storyId).not.toBe(firstId);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(storyId).toBe(firstId);
    // Click: the buttons beside the story (the taps on its sides are unit-tested; a loaded machine can
    // turn a quick tap into a hold).
    await viewer.getByRole('button', { name: '下一条快拍' }).click();
    await expect.poll(storyId).not.toBe(firstId);
    await viewer.getByRole('button', { name: '上一条快拍' }).click();
    await expect.poll(storyId).toBe(firstId);
    // Escape closes, back on the feed.
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(page).toHaveURL(url('/'));

    // Seen is kept on the server: after a reload that ring says seen, unless more stories remain.
    const seen = await page.request.get(`${apiUrl()}/api/v1/feed/reels_tray/`);
    const reel = (
      (await seen.json()).tray as Array<{
        user: { username: string };
        items?: unknown;
        seen: boolean;
        media_ids: string[];
      }>
    ).find((r) => r.user.username === username);
    expect(reel).toBeTruthy();
    if (reel && reel.media_ids.length === 1) {
      await page.reload();
      await expect(
        page.getByRole('region', { name: '快拍' }).getByRole('link', { name: `${username} 的快拍，已看过` }),
      ).toBeVisible();
    }
  });

  test('an expired story cannot be shown', async ({ page }) => {
    await asDemo(page);
    const archive = await page.request.get(`${apiUrl()}/api/v1/archive/reel/stories/`);
    expect(archive.ok()).toBe(true);
    const items = (await archive.json()).items as Array<{ id: string; expiring_at: number }>;
    const expired = items.find((item) => item.expiring_at * 1000 < Date.now());
    expect(expired, 'the demo account has expired stories in its archive').toBeTruthy();
    await page.goto(url(`/stories/demo/${expired!.id}/`));
    const viewer = page.getByTestId('story-viewer');
    await expect(viewer.getByTestId('story-cannot-show')).toContainText('无法显示此快拍');
    await viewer.getByRole('button', { name: '关闭' }).last().click();
    await expect(page).toHaveURL(url('/'));
  });
});
