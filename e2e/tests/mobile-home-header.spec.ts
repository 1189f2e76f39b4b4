import { expect, giveConsent, logIn, signUpFresh, test, url } from '../support/fixtures';

// docs/routes.md#the-mobile-home-header
test.describe('mobile home header', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
  });

  test('at 390 px the home page has the logo and a language select, reachable by keyboard, that switches the interface', async ({
    page,
  }) => {
    // A fresh account: the switcher saves the language to the account, and demo's must not change
    // under the e2e files running beside this one (help-pages read it as Chinese).
    await signUpFresh(page, 'header');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'));
    const header = page.getByTestId('mobile-home-header');
    await expect(header).toBeVisible();
    const logo = header.getByRole('link', { name: 'Lumen' });
    await expect(logo).toHaveAttribute('href', '/');
    // The header sits above the feed and leaves the bottom navigation in place.
    const headerBox = await header.boundingBox();
    expect(headerBox?.y).toBe(0);
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    // Keyboard: the first Tab stops are the logo, then the language select.
    await page.keyboard.press('Tab');
    await expect(logo).toBeFocused();
    await page.keyboard.press('Tab');
    const select = header.getByRole('combobox', { name: '语言' });
    await expect(select).toBeFocused();
    await select.selectOption('en');
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'For you' })).toBeVisible();
    await header.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await expect(page.getByRole('tab', { name: '为你推荐' })).toBeVisible();
    // Only the home page has it.
    await page.goto(url('/explore/'));
    await expect(page.getByTestId('mobile-home-header')).toHaveCount(0);
  });

  test('at 1280 px the left navigation keeps the logo and the language select, and the header is hidden', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(url('/'));
    await expect(page.getByTestId('left-nav')).toBeVisible();
    await expect(page.getByTestId('mobile-home-header')).toBeHidden();
  });
});
