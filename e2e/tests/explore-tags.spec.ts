import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

test.describe('hashtag page', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('shows the tag, its post count, Top posts and Most recent; follow and unfollow survive a reload', async ({
    page,
  }) => {
    await signUpFresh(page, 'tagf');
    await page.goto(url('/explore/tags/sunset/'));
    const tagPage = page.getByTestId('tag-page');
    await expect(tagPage.getByRole('heading', { level: 1, name: '#sunset' })).toBeVisible();
    await expect(page.getByTestId('tag-count')).toHaveText(/^[\d.,万]+ 篇帖子$/);
    // The header pictures the tag with its top post.
    await expect(page.getByTestId('tag-picture')).toHaveJSProperty('complete', true);
    expect(await page.getByTestId('tag-picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(page.getByTestId('tag-top').getByTestId('grid-post').first()).toBeVisible();
    await expect(page.getByTestId('tag-recent').getByTestId('grid-post').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const follow = page.getByTestId('tag-follow');
    await expect(follow).toHaveText('关注');
    // The button turns at once (optimistic); the reload waits for the server's answer, or it can
    // read the tag before the follow is written (seen in stack mode: the other instance answered).
    const followed = page.waitForResponse((r) => r.url().includes('/api/v1/web/tags/follow/sunset/'));
    await follow.click();
    await expect(follow).toHaveText('取消关注');
    expect((await followed).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('tag-follow')).toHaveText('取消关注');
    // The followed tag's posts reach the home feed, each saying which tag brought it.
    await page.goto(url('/'));
    const marker = page.getByTestId('followed-hashtag-label').first();
    await expect(marker).toHaveText('来自你关注的 #sunset');
    await marker.getByRole('link', { name: '#sunset' }).click();
    await expect(page).toHaveURL(url('/explore/tags/sunset/'));
    const unfollowed = page.waitForResponse((r) => r.url().includes('/api/v1/web/tags/unfollow/sunset/'));
    await page.getByTestId('tag-follow').click();
    await expect(page.getByTestId('tag-follow')).toHaveText('关注');
    expect((await unfollowed).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('tag-follow')).toHaveText('关注');
  });

  test('is open to logged-out visitors, who get a login link instead of Follow; caption hashtags lead here', async ({
    page,
  }) => {
    await page.goto(url('/explore/tags/sunset/'));
    await expect(page.getByTestId('tag-page').getByRole('heading', { level: 1 })).toHaveText('#sunset');
    await expect(page.getByTestId('tag-follow')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '登录后关注话题标签' })).toBeVisible();
    // A tile opens the post over the page; its caption's #sunset leads back to the tag page.
    await page.getByTestId('tag-top').getByTestId('grid-post').first().click();
    await expect(page).toHaveURL(/\/p\/[^/]+\/$/);
    const tagLink = page.getByRole('dialog').getByRole('link', { name: '#sunset' }).first();
    await tagLink.click();
    await expect(page).toHaveURL(url('/explore/tags/sunset/'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
