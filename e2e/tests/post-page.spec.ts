import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';
import { postsOf, uniqueText } from '../support/posts';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';
import { axeViolations } from '../support/axe';

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).first().boundingBox();
  if (!found) throw new Error(`${testId} has no box`);
  return found;
}

test.describe('post page', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('on desktop: the media beside the details, comments scroll inside, more posts and the trending chain below', async ({
    page,
  }) => {
    await logIn(page);
    const [post] = await postsOf(page, 'chen_wei');
    await page.goto(url(`/p/${post!.code}/`));
    const postPage = page.getByTestId('post-page');
    await expect(postPage).toHaveAttribute('data-layout', 'desktop');
    await expect(page).toHaveTitle(/陈伟/);

    const media = await box(page, 'post-media-column');
    const details = await box(page, 'post-details-column');
    expect(media.x + media.width).toBeLessThanOrEqual(details.x + 1);
    expect(Math.abs(media.y - details.y)).toBeLessThan(2);
    expect(Math.abs(media.height - details.height)).toBeLessThan(2);
    // The whole post fits the viewport.
    expect(media.y + media.height).toBeLessThanOrEqual(900);

    const column = page.getByTestId('post-details-column');
    await expect(column.getByTestId('comments')).toBeVisible();
    await expect(column.getByTestId('comment-composer')).toBeVisible();
    await expect(column.getByTestId('like-button')).toBeVisible();
    const image = page.getByTestId('post-media-column').locator('img[srcset]').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const more = page.getByTestId('more-posts');
    await more.scrollIntoViewIfNeeded();
    await expect(more.getByRole('heading')).toHaveText('更多来自 chen_wei 的帖子');
    const moreLinks = more.getByTestId('related-post');
    await expect.poll(() => moreLinks.count()).toBeGreaterThan(0);
    expect(await moreLinks.count()).toBeLessThanOrEqual(6);
    expect(await moreLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContain(
      `/p/${post!.code}/`,
    );
    const chain = page.getByTestId('trending-chain');
    await expect(chain.getByTestId('related-post')).toHaveCount(5);

    // A thumbnail leads to its post.
    const next = await moreLinks.first().getAttribute('href');
    await moreLinks.first().click();
    await expect(page).toHaveURL(url(next!));
    await expect(page.getByTestId('post-article')).toBeVisible();
  });

  test('on mobile: stacked header, media, actions, likes, caption, comments and the composer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page);
    const [post] = await postsOf(page, 'ana.lima');
    await page.goto(url(`/p/${post!.code}/`));
    await expect(page.getByTestId('post-page')).toHaveAttribute('data-layout', 'mobile');
    await expect(page.getByTestId('post-details-column')).toHaveCount(0);
    const media = await box(page, 'post-media-column');
    expect(media.x).toBe(0);
    expect(media.width).toBe(390);
    const actions = await box(page, 'like-button');
    expect(actions.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
    await expect(page.getByTestId('comments')).toBeAttached();
    const comments = await box(page, 'comments');
    expect(comments.y).toBeGreaterThan(actions.y);
    // The composer stays on screen above the bottom navigation.
    const composer = page.getByTestId('comment-composer');
    await expect(composer).toBeInViewport();
  });

  test('logged out: the post, a preview of its comments and a prompt to log in instead of the composer', async ({
    page,
  }) => {
    await logIn(page);
    const posts = await postsOf(page, 'chen_wei');
    const withComments = posts.find((p) => p.comment_count > 0 && !p.comments_disabled) ?? posts[0]!;
    await page.context().clearCookies();
    await giveConsent(page);
    await page.goto(url(`/p/${withComments.code}/`));
    await expect(page.getByTestId('post-page')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('comment-composer')).toHaveCount(0);
    await expect(page.getByTestId('like-button')).toHaveCount(0);
    const prompt = page.getByTestId('login-to-comment');
    await expect(prompt).toBeVisible();
    if (withComments.comment_count > 0) {
      await expect(page.getByTestId('comments-preview').getByTestId('comment').first()).toBeVisible();
      expect(await page.getByTestId('comments-preview').getByTestId('comment').count()).toBeLessThanOrEqual(3);
    }
    await prompt.getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fp%2F/);
  });

  test('an unknown shortcode shows page-not-found', async ({ page }) => {
    await logIn(page);
    await page.goto(url('/p/NoSuchPost42/'));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
  });

  test('has no axe-core violations, on desktop and on mobile', async ({ page }) => {
    await logIn(page);
    const posts = await postsOf(page, 'lin.xiaoyu');
    const withComments = posts.find((p) => p.comment_count > 0) ?? posts[0]!;
    await page.goto(url(`/p/${withComments.code}/`));
    await expect(page.getByTestId('comments')).toBeVisible();
    await expect(page.getByTestId('comments').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('more-posts')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('post-page')).toHaveAttribute('data-layout', 'mobile');
    await expect(page.getByTestId('more-posts')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('logged out has no axe-core violations in the post page itself', async ({ page }) => {
    await logIn(page);
    const posts = await postsOf(page, 'chen_wei');
    const withComments = posts.find((p) => p.comment_count > 0) ?? posts[0]!;
    await page.context().clearCookies();
    await giveConsent(page);
    await page.goto(url(`/p/${withComments.code}/`));
    await expect(page.getByTestId('login-to-comment')).toBeVisible();
    await expect(page.getByTestId('more-posts')).toBeVisible();
    // The shell's top bar is left out: its log-in and sign-up buttons (white on the brand blue,
    // 3.2:1) fail color-contrast, which is the shell's and the design tokens' to fix.
    expect(await axeViolations(page, ['[data-testid="top-bar"]'])).toEqual([]);
  });

  test('its author deletes it from its options: the profile follows, and it is gone after a reload', async ({
    page,
  }) => {
    // docs/behaviour/media.md#deleting-a-post
    const username = await signUpFresh(page, 'del');
    const { code } = await postThroughApi(page, {
      file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
      type: 'image/jpeg',
      width: 640,
      height: 480,
      configure: '/api/v1/media/configure/',
      params: { caption: uniqueText('to delete') },
    });
    await page.goto(url(`/p/${code}/`));
    await page.getByTestId('post-article').getByRole('button', { name: '更多选项' }).click();
    await page.getByRole('dialog', { name: '帖子选项' }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '要删除帖子吗？' }).getByRole('button', { name: '删除' }).click();
    await expect(page).toHaveURL(url(`/${username}/`));
    await expect(page.getByText('帖子已删除')).toBeVisible();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.locator(`a[href="/p/${code}/"]`)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.locator(`a[href="/p/${code}/"]`)).toHaveCount(0);
    await page.goto(url(`/p/${code}/`));
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
