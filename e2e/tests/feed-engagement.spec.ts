import type { Locator, Page } from '@playwright/test';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { follow, userId } from '../support/direct';
import { collectionsOf, openFeed, scrollUntil } from '../support/feed';

const cardOf = (page: Page, pk: string) => page.locator(`[data-testid=post-card][data-media-pk="${pk}"]`);

/** The first post in the (chronological) Following feed the viewer has not liked yet. */
async function firstUnliked(page: Page): Promise<{ card: Locator; pk: string }> {
  const card = await scrollUntil(
    page,
    page
      .getByTestId('post-card')
      .filter({ has: page.locator('[data-testid=like-button][aria-pressed=false]') })
      .filter({ has: page.getByTestId('like-count') }),
  );
  // Pinned by pk: the filter above stops matching this card once it is liked.
  const pk = (await card.getAttribute('data-media-pk')) ?? '';
  return { card: cardOf(page, pk), pk };
}

/**
 * The Following feed of a fresh account that follows one seeded author. Like tests read a post's
 * liked state across a reload; as demo, another file running beside them (feed-a11y toggles the
 * first card's like) could change it in between.
 */
async function openFreshFollowingFeed(page: Page): Promise<void> {
  await giveConsent(page);
  await signUpFresh(page, 'likes');
  await follow(page, await userId(page, 'chen_wei'));
  await page.goto(url('/?variant=following'));
  await page.getByTestId('feed-list').locator('[data-index]').first().waitFor();
}

test.describe('likes and saves from the feed', () => {
  test('like and unlike survive a reload; the count follows', async ({ page }) => {
    await openFreshFollowingFeed(page);
    const { card, pk } = await firstUnliked(page);
    const like = card.getByTestId('like-button');
    const countText = async () => (await card.getByTestId('like-count').textContent()) ?? '';
    const before = await countText();
    const liked = page.waitForResponse((r) => r.url().includes(`/likes/${pk}/like/`) && r.ok());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await liked;
    expect(await countText()).not.toBe(before);

    await page.reload();
    const reloaded = await scrollUntil(page, cardOf(page, pk));
    await expect(reloaded.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

    const unliked = page.waitForResponse((r) => r.url().includes(`/likes/${pk}/unlike/`) && r.ok());
    await reloaded.getByTestId('like-button').click();
    await unliked;
    await page.reload();
    const again = await scrollUntil(page, cardOf(page, pk));
    await expect(again.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(await again.getByTestId('like-count').textContent()).toBe(before);
  });

  test('a double-click on the photo likes it with a heart', async ({ page }) => {
    await openFreshFollowingFeed(page);
    const { card } = await firstUnliked(page);
    await card.getByTestId('post-media').dblclick();
    await expect(card.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    // Leave the post as it was for other tests.
    await card.getByTestId('like-button').click();
    await expect(card.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a like that fails on the network rolls back, and the toast Retry likes it', async ({ page }) => {
    await openFreshFollowingFeed(page);
    const { card, pk } = await firstUnliked(page);
    await page.route(`**/api/v1/web/likes/${pk}/like/`, (route) => route.abort('failed'), { times: 1 });
    const like = card.getByTestId('like-button');
    await like.click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('无法点赞');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // The reload must wait for the retried like's answer, or it cancels the request in flight.
    const retried = page.waitForResponse(
      (response) => response.url().includes(`/api/v1/web/likes/${pk}/like/`) && response.request().method() === 'POST',
    );
    await toast.getByRole('button', { name: '重试' }).click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect((await retried).ok()).toBe(true);
    await page.reload();
    await expect((await scrollUntil(page, cardOf(page, pk))).getByTestId('like-button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('saves a post into a new collection; the server keeps it', async ({ page }) => {
    await openFeed(page, '/?variant=following');
    const unsaved = await scrollUntil(
      page,
      page.getByTestId('post-card').filter({ has: page.locator('[data-testid=save-button][aria-pressed=false]') }),
    );
    const pk = (await unsaved.getAttribute('data-media-pk')) ?? '';
    const card = cardOf(page, pk);
    await card.getByTestId('save-button').click();
    await expect(card.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('toast').getByRole('button', { name: '保存到收藏夹' }).click();

    const dialog = page.getByRole('dialog', { name: '保存到收藏夹' });
    await expect(dialog).toBeVisible();
    const name = `旅行 ${Date.now().toString(36)}`;
    await dialog.getByRole('button', { name: '新建收藏夹' }).click();
    await dialog.getByRole('textbox', { name: '收藏夹名称' }).fill(name);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(`已保存到“${name}”`);

    const created = (await collectionsOf(page)).find((c) => c.collection_name === name);
    expect(created?.collection_media_count).toBe(1);

    await page.reload();
    const reloaded = await scrollUntil(page, cardOf(page, pk));
    await expect(reloaded.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
    // The sheet, opened from the options menu this time, shows the post in the new collection.
    await reloaded.getByRole('button', { name: '更多选项' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存到收藏夹' }).click();
    await expect(page.getByRole('dialog', { name: '保存到收藏夹' }).getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the options menu copies the link and tells about the account', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    await openFeed(page, '/?variant=following');
    const card = page.getByTestId('post-card').first();
    const href = await card.locator('header a[href^="/p/"]').getAttribute('href');
    const options = card.getByRole('button', { name: '更多选项' });
    await options.click();
    const menu = page.getByRole('dialog', { name: '帖子选项' });
    await expect(menu.getByRole('button', { name: '取消关注' })).toBeVisible();
    await menu.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByTestId('toast')).toContainText('链接已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(href ?? ''));
    await expect(options).toBeFocused();

    await options.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: '关于此账号' }).click();
    await expect(page.getByRole('dialog', { name: '关于此账号' }).getByText('加入时间')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(options).toBeFocused();
  });
});
