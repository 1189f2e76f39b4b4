import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { openFeed, scrollUntil } from '../support/feed';

test.describe('suggested accounts in the feed', () => {
  test('a dismissed suggestion leaves at once and does not come back', async ({ page, context }) => {
    // The units' code comes only when one is shown (docs/performance.md#the-first-screen-loads-only-its-own-code).
    const suggestionScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/feed-suggestions\.[^/]*\.js$/.test(request.url()))
        suggestionScripts.push(request.url());
    });
    await openFeed(page);
    await page.waitForLoadState('networkidle');
    expect(suggestionScripts).toEqual([]);
    const module = await scrollUntil(page, page.getByTestId('suggested-users'));
    expect(suggestionScripts).toHaveLength(1);
    const card = module.getByTestId('suggested-user').first();
    const pk = await card.getAttribute('data-user-pk');
    const username = (await card.getByRole('link').textContent()) ?? '';
    await card.getByRole('button', { name: `不再推荐 ${username}` }).click();
    await expect(page.locator(`[data-testid=suggested-user][data-user-pk="${pk}"]`)).toHaveCount(0);

    // A new tab has no memory of this session's dismissals: the server's memory keeps it away.
    const other = await context.newPage();
    await other.goto(url('/'));
    const again = await scrollUntil(other, other.getByTestId('suggested-users').or(other.getByTestId('end-of-feed')));
    await expect(again).toBeVisible();
    await expect(other.locator(`[data-testid=suggested-user][data-user-pk="${pk}"]`)).toHaveCount(0);
    await other.close();
  });

  test('follows from a suggestion card; the card shows it', async ({ page }) => {
    await openFeed(page);
    const module = await scrollUntil(page, page.getByTestId('suggested-users'));
    const card = module.getByTestId('suggested-user').last();
    // An account demo does not follow may follow demo: once the server has answered, its button
    // offers Follow back (docs/behaviour/search.md#the-demo-data).
    const offer = /^(关注|回关)$/;
    await card.getByRole('button', { name: offer }).click();
    await expect(card.getByRole('button', { name: /^(已关注|已请求)$/ })).toBeVisible();
    // Undo, so the demo account stays as seeded.
    await card.getByRole('button', { name: /^(已关注|已请求)$/ }).click();
    await expect(card.getByRole('button', { name: offer })).toBeVisible();
  });

  test('a freshly signed-up account sees suggested accounts, then suggested posts, on its home', async ({ page }) => {
    await giveConsent(page);
    await signUpFresh(page, 'newcomer');
    await page.goto(url('/'));
    const feed = page.getByTestId('feed-list');
    // The suggested accounts come first (docs/behaviour/feed.md#suggested-posts), then posts.
    await expect(feed.locator('[data-index="0"]').getByTestId('suggested-users')).toBeVisible();
    const firstPost = page.getByTestId('post-card').first();
    await expect(firstPost).toBeVisible();
    await expect(firstPost.getByTestId('suggested-post-label')).toHaveText('为你推荐');
    expect(await page.getByTestId('post-card').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('欢迎来到 Lumen')).toHaveCount(0);
  });

  test('a new account sees suggested stories and opens one in the story viewer', async ({ page }) => {
    await giveConsent(page);
    await signUpFresh(page, 'storyfan');
    await page.goto(url('/'));
    // It follows nobody: the seeded public accounts' stories are all suggested
    // (docs/behaviour/feed.md#suggested-stories), in one unit, after the first five posts.
    const unit = await scrollUntil(page, page.getByRole('region', { name: '推荐快拍' }));
    await expect(page.getByTestId('suggested-stories')).toHaveCount(1);
    const card = unit.getByTestId('suggested-story').first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const username = name.replace(/ 的快拍，.*$/, '');
    expect(username).not.toBe('');
    await card.click();
    await expect(page).toHaveURL(url(`/stories/${encodeURIComponent(username)}/`));
    await expect(page.getByTestId('story-viewer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(url('/'));
  });
});
