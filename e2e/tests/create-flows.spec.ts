import path from 'node:path';
import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { IMAGES, chooseFile, expectLoaded, goToDetails, makeVideo, openCreate, shareAndLand } from './create-helpers';

const LANDSCAPE = path.join(IMAGES, 'orientation', 'Landscape_1.jpg');
const PORTRAIT = path.join(IMAGES, 'orientation', 'Portrait_1.jpg');
const CANON = path.join(IMAGES, 'camera', 'Canon_40D.jpg');

test.describe('create: flows', () => {
  test.describe.configure({ timeout: 120_000 });
  let username = '';

  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    username = await signUpFresh(page, 'creator');
    await page.goto(url('/'));
  });

  test('a HEIC photo is recognised and refused with its own message; discarding asks first', async ({ page }) => {
    await openCreate(page);
    await page.getByTestId('create-file-input').setInputFiles(path.join(IMAGES, 'heic', 'IMG_5195.HEIC'));
    await expect(page.getByTestId('toast')).toContainText('暂不支持 HEIC/HEIF 格式的照片，请选择 JPEG 照片。');
    await expect(page).toHaveURL(url('/'));

    await chooseFile(page, CANON);
    await page.getByRole('button', { name: '返回' }).click();
    const confirm = page.getByRole('alertdialog', { name: '要放弃帖子吗？' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(page.getByTestId('style-step')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: '放弃' }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByTestId('create-modal')).toHaveCount(0);
  });

  test('style and details steps have no axe violations, at 1280 and 390 wide', async ({ page }) => {
    await openCreate(page);
    await chooseFile(page, LANDSCAPE);
    expect(await axeViolations(page)).toEqual([]);
    await goToDetails(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page.getByTestId('style-step')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a photo with GPS gets places nearby suggested; the chosen place, tags, alt text and settings are posted', async ({
    page,
  }) => {
    await openCreate(page);
    await chooseFile(page, path.join(IMAGES, 'gps', 'DSCN0010.jpg'));
    await page.getByTestId('aspect-1:1').click();
    await page.getByTestId('filter-clarendon').click();
    await goToDetails(page);
    // Suggested from the photo's GPS before anything is typed.
    await expect(page.getByText('根据照片位置推荐')).toBeVisible();
    const place = page.getByTestId('location-input-option').first();
    const placeName = (await place.locator('span span').first().textContent()) ?? '';
    expect(placeName).not.toBe('');
    await place.click();
    await expect(page.getByTestId('chosen-location')).toContainText(placeName);

    // Tag someone on the photo, found through people search.
    await page
      .getByTestId('taggable-photo')
      .locator('img')
      .click({ position: { x: 60, y: 60 } });
    await page.getByTestId('tag-search-input').fill('demo');
    await page.getByTestId('tag-search-input-option').filter({ hasText: /^demo/ }).first().click();
    await expect(page.getByTestId('photo-tag')).toHaveText(/demo/);

    // @mention suggestion completes the caption.
    await page.getByTestId('caption-input').fill('Tuscany with @dem');
    await page.getByTestId('caption-suggestions').getByRole('option').first().click();
    await expect(page.getByTestId('caption-input')).toHaveValue(/^Tuscany with @demo\S* $/);

    await page.getByRole('textbox', { name: '替代文本' }).fill('A hill town at dusk');
    await page.getByText('高级设置').click();
    await page.getByTestId('comments-off').check();
    await page.getByTestId('hide-counts').check();
    await shareAndLand(page);

    const card = page.getByTestId('post-card').first();
    await expect(card).toContainText('Tuscany with @demo');
    await expect(card.getByRole('link', { name: placeName })).toBeVisible();
    await expect(card.getByTestId('post-media').locator('img').first()).toHaveAttribute('alt', /A hill town at dusk/);
    await expect(card.getByTestId('like-count')).toHaveCount(0);
    // Square crop: the photo is as wide as tall.
    const box = await card.getByTestId('post-media').locator('img').first().boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(3);
  });

  test('a carousel of three photos, reordered with the buttons and the keyboard, each with its alt text', async ({
    page,
  }) => {
    await openCreate(page);
    await chooseFile(page, LANDSCAPE);
    const add = page.getByTestId('carousel-file-input');
    await add.setInputFiles(PORTRAIT);
    await expect(page.getByTestId('carousel-item')).toHaveCount(2);
    await add.setInputFiles(CANON);
    await expect(page.getByTestId('carousel-item')).toHaveCount(3);
    // Canon (3rd) one place earlier with the button, then Portrait (now 3rd) to the front by keyboard.
    await page.getByRole('button', { name: '前移第 3 项' }).click();
    const third = page.getByRole('button', { name: '第 3 项，共 3 项' });
    await third.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await page.keyboard.press('Alt+ArrowLeft');
    // Order now: Portrait, Landscape, Canon.
    await goToDetails(page);
    const alts = ['portrait alt', 'landscape alt', 'canon alt'];
    for (const [index, alt] of alts.entries()) {
      await page.getByRole('button', { name: `第 ${index + 1} 项，共 3 项` }).click();
      await page.getByRole('textbox', { name: `第 ${index + 1} 项的替代文本` }).fill(alt);
    }
    await page.getByTestId('caption-input').fill('three in one');
    await shareAndLand(page);

    const card = page.getByTestId('post-card').first();
    await expect(card).toContainText('three in one');
    const carousel = card.getByTestId('carousel');
    await expect(carousel).toHaveAttribute('data-slide', '0');
    const first = carousel.locator('[aria-hidden=false] img').first();
    await expectLoaded(first);
    const box = await first.boundingBox();
    // The portrait came first, so the carousel is taller than wide.
    expect(box?.height ?? 0).toBeGreaterThan((box?.width ?? 0) * 0.99);
    // Each slide in the chosen order, with its own alt text.
    for (const [index, alt] of alts.entries()) {
      await expect(carousel).toHaveAttribute('data-slide', String(index));
      await expect(carousel.locator('[aria-hidden=false] img').first()).toHaveAttribute('alt', new RegExp(alt));
      if (index < alts.length - 1) await carousel.getByRole('button', { name: '下一张' }).click();
    }
  });

  test('a video is validated, posted with configure_to_clips, processed, and plays on its page', async ({ page }) => {
    const tooShort = makeVideo('short.mp4', { width: 640, height: 360, seconds: 2 });
    const tooWide = makeVideo('wide.mp4', { width: 1280, height: 360, seconds: 4 });
    const good = makeVideo('good.mp4', { width: 640, height: 360, seconds: 4 });
    await openCreate(page);
    const input = page.getByTestId('create-file-input');
    await input.setInputFiles(tooShort);
    await expect(page.getByTestId('toast').filter({ hasText: '视频时长必须超过 3 秒。' })).toBeVisible();
    await input.setInputFiles(tooWide);
    await expect(page.getByTestId('toast').filter({ hasText: '不支持此视频的宽高比。' })).toBeVisible();

    await chooseFile(page, good);
    await expect(page.getByTestId('create-video-preview')).toBeVisible();
    await goToDetails(page);
    await page.getByTestId('caption-input').fill('moving pictures');
    const clips = page.waitForRequest((request) => request.url().includes('/api/v1/media/configure_to_clips/'));
    await shareAndLand(page, '视频发布成功！');
    await clips;
    // Transcoded in the background (docs/behaviour/media.md#video-processing): its author finds it
    // on their profile grid, saying so while it processes; the grid asks again until it is ready.
    await page.goto(url(`/${username}/`));
    const tile = page.getByTestId('post-thumbnail').first();
    await expect(tile).toBeVisible();
    await expect(tile.getByTestId('video-processing')).toHaveCount(0, { timeout: 60_000 });
    await tile.click();
    await expect(page.getByTestId('post-article')).toContainText('moving pictures');
    const video = page.getByTestId('post-article').locator('video').first();
    await expect(video).toBeAttached();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.3);
  });
});
