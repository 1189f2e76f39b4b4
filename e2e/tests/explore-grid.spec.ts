import { axeViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';

test.describe('explore grid', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    // A new account follows no one, so every public post can be on its explore grid.
    await signUpFresh(page, 'expl');
  });

  test('opens a post in a dialog over the grid with the post URL; Back returns to the grid where it was', async ({
    page,
  }) => {
    await page.goto(url('/explore/'));
    const tiles = page.getByTestId('explore-grid').getByTestId('grid-post');
    await expect(tiles.first()).toBeVisible();
    const firstPage = await tiles.count();
    // Scrolling to the end loads more (infinite scroll).
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => tiles.count()).toBeGreaterThan(firstPage);
    expect(await axeViolations(page)).toEqual([]);

    const tile = tiles.nth(firstPage - 3);
    await tile.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    const href = await tile.getAttribute('href');
    await tile.click();
    await expect(page).toHaveURL(url(href!));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('post-dialog-post')).toBeVisible();
    // The grid is still there under the dialog; the full post page is not.
    await expect(page.getByTestId('explore-page')).toBeAttached();
    await expect(page.getByTestId('post-page')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(url('/explore/'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The close button and Escape go back the same way.
    await tile.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(url('/explore/'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A direct visit to the post's address is the full page.
    await page.goto(url(href!));
    await expect(page.getByTestId('post-page')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is reached from the left nav, and from the bottom nav on a phone; visitors see it too', async ({
    page,
    context,
  }) => {
    await page.goto(url('/'));
    await page.getByTestId('left-nav').locator('[data-nav="explore"]').click();
    await expect(page).toHaveURL(url('/explore/'));
    await expect(page.getByTestId('explore-grid')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'));
    const explore = page.getByTestId('bottom-nav').locator('[data-nav="explore"]');
    await explore.click();
    await expect(page).toHaveURL(url('/explore/'));
    await expect(explore).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('explore-grid')).toBeVisible();
    await context.clearCookies();
    await page.goto(url('/explore/'));
    await expect(page).toHaveURL(url('/explore/'));
    await expect(page.getByTestId('explore-grid').getByTestId('grid-post').first()).toBeVisible();
  });
});
