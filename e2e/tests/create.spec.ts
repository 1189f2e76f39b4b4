import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

// The photo fixtures committed at the repository root (test-fixtures/, see its ATTRIBUTION.md).
const FIXTURES = fileURLToPath(new URL('../../test-fixtures/images/', import.meta.url));

test.describe('create', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('choose a JPEG, write a caption, publish: the new post is first in the feed and on the profile', async ({
    page,
  }) => {
    const username = await signUpFresh(page, 'creator');
    await page.goto(url('/'));
    await page.getByTestId('left-nav').locator('[data-nav="create"]').click();
    await page.getByTestId('create-file-input').setInputFiles(path.join(FIXTURES, 'camera', 'Canon_40D.jpg'));
    await expect(page).toHaveURL(url('/create/style/'));
    await page.getByRole('button', { name: '下一步' }).click();
    const caption = `First light ${Date.now()} #e2e`;
    await page.getByTestId('caption-input').fill(caption);
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByTestId('toast')).toContainText('照片发布成功！');
    await expect(page).toHaveURL(url('/'));
    const first = page.getByTestId('post-card').first();
    await expect(first).toContainText(caption);
    await expect(first).toContainText(username);
    // A reload comes from the server, not from client memory.
    await page.reload();
    await expect(page.getByTestId('post-card').first()).toContainText(caption);
    await page.goto(url(`/${username}/`));
    await expect(page.getByTestId('post-thumbnail')).toHaveCount(1);
  });

  test('a non-JPEG file gets the only-images toast and nothing is published', async ({ page }) => {
    await signUpFresh(page, 'pngfan');
    await page.goto(url('/'));
    await page.getByTestId('left-nav').locator('[data-nav="create"]').click();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('create-file-input')
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('toast')).toContainText('上传失败，只能上传图片。');
    await expect(page).toHaveURL(url('/'));
  });
});
