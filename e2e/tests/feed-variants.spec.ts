import { expect, test, url } from '../support/fixtures';
import { openFeed, scrollUntil } from '../support/feed';

test.describe('feed variants', () => {
  test('switches between For you, Following and Favorites by tab, URL and keyboard', async ({ page }) => {
    await openFeed(page);
    const tabs = page.getByRole('tablist', { name: '选择动态' });
    await expect(tabs.getByRole('tab', { name: '为你推荐' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: '关注' }).click();
    await expect(page).toHaveURL(url('/?variant=following'));
    await expect(page.getByTestId('home-feed')).toHaveAttribute('data-variant', 'following');
    const cards = page.getByTestId('post-card');
    await expect(cards.first()).toBeVisible();
    // Following is chronological: newest first.
    const times = await page
      .locator('[data-testid=post-card] header time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The end-of-feed marker belongs to the ranked feed only.
    await expect(page.getByTestId('end-of-feed')).toHaveCount(0);

    await tabs.getByRole('tab', { name: '关注' }).press('ArrowRight');
    await expect(page).toHaveURL(url('/?variant=favorites'));
    await expect(tabs.getByRole('tab', { name: '收藏' })).toBeFocused();
    await expect(page.getByTestId('post-card').or(page.getByTestId('feed-empty')).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(url('/?variant=following'));
    await expect(tabs.getByRole('tab', { name: '关注' })).toHaveAttribute('aria-selected', 'true');
  });

  test('For you ends new posts with "You\'re all caught up", then shows past posts', async ({ page }) => {
    await openFeed(page);
    const marker = await scrollUntil(page, page.getByTestId('end-of-feed'));
    await expect(marker.getByRole('heading', { name: '你已看完所有新内容' })).toBeVisible();
    const markerIndex = Number(await marker.locator('xpath=..').getAttribute('data-index'));
    await scrollUntil(page, page.locator(`[data-index="${markerIndex + 1}"] [data-testid=post-card]`));
  });

  test('reads in English too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lumen.locale', 'en'));
    await openFeed(page);
    await expect(page.getByRole('tab', { name: 'For you' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('post-card').first().getByRole('button', { name: 'Like' })).toBeVisible();
  });
});
