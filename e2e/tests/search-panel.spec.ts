import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    // A fresh account: recent searches are kept per account.
    await signUpFresh(page, 'srch');
  });

  test('on a desktop, Search opens a panel beside the nav with a searchbox; results link to their pages', async ({
    page,
  }) => {
    await page.goto(url('/'));
    const searchEntry = page.getByTestId('left-nav').locator('[data-nav="search"]');
    await searchEntry.click();
    const panel = page.getByTestId('search-panel');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(url('/'));
    const box = panel.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill('lin');
    const results = panel.getByTestId('search-results');
    await expect(results.getByRole('link', { name: /lin\.xiaoyu/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and gives focus back to Search.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(searchEntry).toBeFocused();
    // A hashtag result leads to the tag's page and closes the panel.
    await searchEntry.click();
    await page.getByTestId('search-panel').getByRole('searchbox').fill('#sunset');
    await page
      .getByTestId('search-panel')
      .getByRole('link', { name: /#sunset/ })
      .click();
    await expect(page).toHaveURL(url('/explore/tags/sunset/'));
    await expect(page.getByTestId('search-panel')).toHaveCount(0);
  });

  test('on a phone, Search is the page /explore/search/ with a searchbox', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'));
    await page.getByTestId('bottom-nav').locator('[data-nav="search"]').click();
    await expect(page).toHaveURL(url('/explore/search/'));
    await page.getByRole('searchbox').fill('lin');
    await expect(page.getByTestId('search-results').getByRole('link', { name: /lin\.xiaoyu/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('recent searches: a click registers, each entry is removable, Clear all empties them, and they survive a reload', async ({
    page,
  }) => {
    await page.goto(url('/explore/search/'));
    const box = page.getByRole('searchbox');
    // No history yet: suggestions or the hint, never the recent list.
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
    for (const [query, name] of [
      ['lin', /lin\.xiaoyu/],
      ['#sunset', /#sunset/],
    ] as const) {
      await page.goto(url('/explore/search/'));
      await box.fill(query);
      await page.getByTestId('search-results').getByRole('link', { name }).click();
      await expect(page).not.toHaveURL(/\/explore\/search\//);
    }
    await page.goto(url('/explore/search/'));
    const recent = page.getByTestId('recent-searches');
    await expect(recent.getByTestId('recent-search')).toHaveCount(2);
    // Newest first.
    await expect(recent.getByTestId('recent-search').first()).toContainText('#sunset');
    await page.reload();
    await expect(recent.getByTestId('recent-search')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    await recent.getByRole('button', { name: '从最近搜索中移除 #sunset' }).click();
    await expect(recent.getByTestId('recent-search')).toHaveCount(1);
    await page.reload();
    await expect(recent.getByTestId('recent-search')).toHaveCount(1);
    await expect(recent).toContainText('lin.xiaoyu');

    await recent.getByRole('button', { name: '全部清除' }).click();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
  });
});
