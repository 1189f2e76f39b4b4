import type { Page, Response } from '@playwright/test';
import { expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';
import { openFeed, scrollUntil } from '../support/feed';
import { postsOf, uniqueText } from '../support/posts';

// The product's "why" links lead to real help pages (docs/routes.md#help-pages): "See why" on a
// sensitive post's cover and "Tell us" in the comment-spam dialog open a page in a new tab that
// the server answers with 200 and that shows the topic's heading in the interface's language.

/** Clicks a link that opens a new tab; returns the tab and the answer to its page request. */
async function openInNewTab(page: Page, click: () => Promise<void>, path: string) {
  const answered = page
    .context()
    .waitForEvent('response', (r: Response) => r.request().isNavigationRequest() && r.url() === url(path));
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  return { popup, response: await answered };
}

test.describe('help pages', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('"See why" on a sensitive post opens the sensitive-content help page', async ({ page }) => {
    await logIn(page);
    await openFeed(page);
    const cover = await scrollUntil(page, page.locator('[data-testid=media-overlay][data-overlay-type=sensitive]'));
    const seeWhy = cover.getByRole('link');
    await expect(seeWhy).toHaveAttribute('href', '/help/sensitive-content/');
    const { popup, response } = await openInNewTab(page, () => seeWhy.click(), '/help/sensitive-content/');
    expect(response.status()).toBe(200);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('为什么这张照片被遮住了');
    await expect(popup.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(popup).toHaveTitle('为什么这张照片被遮住了 • Lumen');
    // The way back is a link home, reachable by keyboard.
    const back = popup.getByRole('link', { name: '返回 Lumen' });
    await back.focus();
    await popup.keyboard.press('Enter');
    await expect(popup).toHaveURL(url('/'));
    await popup.close();
  });

  test('"Tell us" in the comment-spam dialog opens the comment-spam help page', async ({ page }) => {
    await signUpFresh(page, 'help');
    const posts = await postsOf(page, 'ana.lima');
    await page.goto(url(`/p/${posts[0]!.code}/`));
    const input = page.getByRole('textbox', { name: '添加评论…' });
    const dialog = page.getByRole('dialog');
    const text = uniqueText('Same words again');
    // The same text a third time within minutes is spam (docs/behaviour/comments.md#spam-rule).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await input.fill(text);
      await page.getByTestId('comment-post').click();
      await expect(page.getByTestId('comment-post')).toHaveText('发布');
      if (await dialog.isVisible()) break;
    }
    const tellUs = dialog.getByRole('link', { name: '告诉我们' });
    await expect(tellUs).toHaveAttribute('href', '/help/comment-spam/');
    const { popup, response } = await openInNewTab(page, () => tellUs.click(), '/help/comment-spam/');
    expect(response.status()).toBe(200);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('为什么你的评论没有发布');
    // The draft is still where it was in the first tab.
    await expect(input).toHaveValue(text);
    await popup.close();
  });
});
