import { expect, giveConsent, logIn, test, url } from '../support/fixtures';

test.describe('profile', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('shows the header and a grid of posts that link to post pages', async ({ page }) => {
    await page.goto(url('/lin.xiaoyu/'));
    const header = page.getByTestId('profile-header');
    await expect(header).toContainText('lin.xiaoyu');
    await expect(header).toContainText('林小雨');
    await expect(page.getByTestId('profile-stats')).toContainText('粉丝');
    const first = page.getByTestId('post-thumbnail').first();
    await expect(first).toBeVisible();
    await expect.poll(() => page.getByTestId('post-thumbnail').count()).toBeGreaterThanOrEqual(12);
    const href = await page.getByTestId('profile-grid').locator('a[href^="/p/"]').first().getAttribute('href');
    await page.goto(url(href!));
    await expect(page.getByTestId('post-page')).toBeVisible();
  });

  test('a private profile the viewer does not follow shows the private notice, not posts', async ({ page }) => {
    await logIn(page);
    await page.goto(url('/zhou.jie/'));
    await expect(page.getByTestId('private-account')).toContainText('这是私密账户');
    await expect(page.getByTestId('post-thumbnail')).toHaveCount(0);
  });

  test('an unknown username shows page-not-found', async ({ page }) => {
    await page.goto(url('/no.such.person.here/'));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
  });
});

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
  });

  test('typing a name lists matching users who link to their profiles', async ({ page }) => {
    await page.goto(url('/explore/search/'));
    await page.getByPlaceholder('搜索').fill('lin');
    const results = page.getByTestId('search-results');
    const profileLink = results.getByRole('link', { name: /lin\.xiaoyu/ });
    await expect(profileLink).toBeVisible();
    await profileLink.click();
    await expect(page).toHaveURL(url('/lin.xiaoyu/'));
    await expect(page.getByTestId('profile-header')).toContainText('林小雨');
  });

  test('a hashtag in a caption opens search for that tag', async ({ page }) => {
    await page.goto(url('/explore/search/?q=%23sunset'));
    await expect(page.getByPlaceholder('搜索')).toHaveValue('#sunset');
    await expect(page.getByTestId('search-results')).toContainText('#sunset');
  });
});
