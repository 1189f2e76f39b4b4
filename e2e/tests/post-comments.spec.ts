import { expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';
import { postsOf, uniqueText } from '../support/posts';

// Comments on the post page against the real server: posting, replying, a failed request with
// Retry, and the spam answer's feedback dialog.

test.describe('post comments', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('a comment and a reply to it are posted and survive a reload', async ({ page }) => {
    await logIn(page);
    const [post] = await postsOf(page, 'lin.xiaoyu');
    await page.goto(url(`/p/${post!.code}/`));
    const input = page.getByRole('textbox', { name: '添加评论…' });
    const postButton = page.getByTestId('comment-post');
    await expect(postButton).toBeDisabled();

    const text = uniqueText('e2e 评论');
    await input.fill(text);
    await expect(postButton).toBeEnabled();
    await postButton.click();
    const mine = page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('link', { name: 'demo', exact: true })).toBeVisible();
    await expect(mine.locator('time')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('comments-live')).toContainText(text);
    const pk = await mine.getAttribute('data-comment-pk');
    expect(pk).toMatch(/^\d+$/);
    const parent = page.locator(`[data-comment-pk="${pk}"]`);

    // Reply: the field is prefilled with the handle and has the focus; Enter posts.
    await parent.getByRole('button', { name: '回复 demo' }).first().click();
    await expect(input).toHaveValue('@demo ');
    await expect(input).toBeFocused();
    const reply = uniqueText('回复');
    await page.keyboard.type(reply);
    await page.keyboard.press('Enter');
    await expect(parent.getByTestId('replies').getByText(reply)).toBeVisible();
    await expect(input).toHaveValue('');

    await page.reload();
    const again = page.locator(`[data-comment-pk="${pk}"]`);
    await expect(again).toContainText(text);
    await again.getByRole('button', { name: '查看回复（1）' }).click();
    await expect(again.getByTestId('replies').getByTestId('comment')).toHaveCount(1);
    await expect(again.getByTestId('replies')).toContainText(`@demo ${reply}`);
    await expect(again.getByRole('button', { name: '隐藏回复' })).toBeVisible();
  });

  test('a failed post shows the toast, and its Retry posts the same comment once', async ({ page }) => {
    await logIn(page);
    const posts = await postsOf(page, 'lin.xiaoyu');
    await page.goto(url(`/p/${posts[1]!.code}/`));
    let aborted = 0;
    await page.route('**/api/v1/web/comments/*/add/', async (route) => {
      if (aborted === 0) {
        aborted += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });

    const text = uniqueText('retry me');
    const input = page.getByRole('textbox', { name: '添加评论…' });
    await input.fill(text);
    await page.getByTestId('comment-post').click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('无法发布评论。');
    // Nothing was posted, and the text is back in the field.
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
    await expect(input).toHaveValue(text);

    await toast.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await expect(input).toHaveValue('');
    expect(aborted).toBe(1);

    await page.reload();
    await expect(page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
  });

  test('a comment refused as spam opens the feedback dialog; Escape closes it', async ({ page }) => {
    // A fresh account, so this test's repeated comments count for nobody else.
    await signUpFresh(page, 'spam');
    const posts = await postsOf(page, 'ana.lima');
    await page.goto(url(`/p/${posts[0]!.code}/`));
    const input = page.getByRole('textbox', { name: '添加评论…' });
    const dialog = page.getByRole('dialog');
    const text = uniqueText('Buy followers now at cheap-likes example');
    // The server's rule: the same text posted again within a short time is spam.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await input.fill(text);
      await page.getByTestId('comment-post').click();
      await expect(page.getByTestId('comment-post')).toHaveText('发布');
      if (await dialog.isVisible()) break;
    }
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading')).not.toBeEmpty();
    const appeal = dialog.getByRole('link');
    await expect(appeal).toHaveAttribute('href', /.+/);
    await expect(appeal).not.toBeEmpty();
    await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
    // Tab stays inside the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(text);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });
});
