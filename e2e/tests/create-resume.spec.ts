import path from 'node:path';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { IMAGES, chooseFile, goToDetails, openCreate, shareAndLand } from './create-helpers';

// A large photo so the upload takes several 128 KB slices.
const BIG = path.join(IMAGES, 'orientation', 'Portrait_1.jpg');

test.describe('create: failures, retries and resumed uploads', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    await signUpFresh(page, 'resumer');
    await page.goto(url('/'));
  });

  test('a failed publish is recorded and Retry finishes it without choosing the file again', async ({ page }) => {
    let failures = 0;
    await page.route('**/api/v1/media/configure/', async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'fail', error_id: 'internal', message: 'boom' }),
      });
    });
    await openCreate(page);
    await chooseFile(page, path.join(IMAGES, 'camera', 'Canon_40D.jpg'));
    await goToDetails(page);
    await page.getByTestId('caption-input').fill('second time lucky');
    await page.getByTestId('create-share').click();
    const toast = page.getByTestId('toast').filter({ hasText: '无法分享你的帖子' });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('share-status')).toHaveText('无法分享你的帖子。');
    await expect(page).toHaveURL(url('/create/style/'));
    await toast.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '照片发布成功！' })).toBeVisible();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByTestId('post-card').first()).toContainText('second time lucky');
    expect(failures).toBe(1);
  });

  test('a dropped connection mid-upload resumes from the server offset', async ({ page }) => {
    const posted: number[] = [];
    let offsetChecks = 0;
    let aborted = false;
    await page.route('**/rupload_igphoto/**', async (route) => {
      const request = route.request();
      if (request.method() === 'GET') {
        offsetChecks += 1;
        return route.continue();
      }
      const offset = Number(request.headers()['offset']);
      posted.push(offset);
      // The connection drops on the third slice, once.
      if (!aborted && posted.length === 3) {
        aborted = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await openCreate(page);
    await chooseFile(page, BIG);
    await goToDetails(page);
    await page.getByTestId('caption-input').fill('through the storm');
    await shareAndLand(page);
    await expect(page.getByTestId('post-card').first()).toContainText('through the storm');
    expect(aborted).toBe(true);
    // Asked the offset at the start and again after the drop; the dropped slice was sent again.
    expect(offsetChecks).toBe(2);
    expect(posted[3]).toBe(posted[2]);
    expect(new Set(posted).size).toBe(posted.length - 1);
  });

  test('a reload during the upload offers to resume it, and it resumes where it stopped', async ({ page }) => {
    const before: number[] = [];
    await page.route('**/rupload_igphoto/**', async (route) => {
      const request = route.request();
      if (request.method() === 'GET') return route.continue();
      before.push(Number(request.headers()['offset']));
      // The first two slices arrive; then the network is gone.
      return before.length <= 2 ? route.continue() : route.abort('internetdisconnected');
    });
    await openCreate(page);
    await chooseFile(page, BIG);
    await goToDetails(page);
    await page.getByTestId('caption-input').fill('after the reload');
    await page.getByTestId('create-share').click();
    await expect(page.getByTestId('toast').filter({ hasText: '无法分享你的帖子' })).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/rupload_igphoto/**');

    const after: number[] = [];
    await page.route('**/rupload_igphoto/**', async (route) => {
      if (route.request().method() === 'POST') after.push(Number(route.request().headers()['offset']));
      return route.continue();
    });
    await page.reload();
    const offer = page.getByTestId('resume-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('你有一个帖子尚未分享完成');
    await offer.getByRole('button', { name: '继续' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '照片发布成功！' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByTestId('post-card').first()).toContainText('after the reload');
    // Resumed at the server's offset: the two slices it held were not sent again.
    expect(after[0]).toBe(2 * 128 * 1024);
    // Nothing left to resume.
    await openCreate(page);
    await expect(page.getByTestId('resume-offer')).toHaveCount(0);
  });

  test('the profile picture is changed from the profile, then offered as a post', async ({ page }) => {
    const username = await signUpFresh(page, 'avatar');
    await page.goto(url(`/${username}/`));
    await page.getByTestId('edit-profile').click();
    await page.getByTestId('change-profile-photo').click();
    await expect(page.getByRole('dialog', { name: '更换头像' })).toBeVisible();
    await page.getByTestId('create-file-input').setInputFiles(path.join(IMAGES, 'orientation', 'Portrait_6.jpg'));
    await expect(page.getByTestId('style-step')).toBeVisible();
    // Square only.
    await expect(page.getByTestId('aspect-1:1')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('aspect-16:9')).toBeDisabled();
    const changed = page.waitForResponse((response) =>
      response.url().includes('/api/v1/web/accounts/web_change_profile_picture/'),
    );
    await page.getByRole('button', { name: '设为头像' }).click();
    expect((await changed).ok()).toBe(true);
    await expect(page.getByTestId('toast').filter({ hasText: '头像已更新。' })).toBeVisible();
    const upsell = page.getByTestId('profile-upsell');
    await expect(upsell).toBeVisible();
    await upsell.getByRole('button', { name: '分享为帖子' }).click();
    await expect(page.getByTestId('details-step')).toBeVisible();
    await page.getByTestId('caption-input').fill('new face');
    await shareAndLand(page);
    await expect(page.getByTestId('post-card').first()).toContainText('new face');
    // The creation state was reset: a new Create starts from the select step.
    await openCreate(page);
    await expect(page.getByRole('dialog', { name: '创建新帖子' })).toBeVisible();
  });
});
