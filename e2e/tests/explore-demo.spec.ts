import { axeViolations } from '../support/axe';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { openFeed, scrollUntil } from '../support/feed';

// docs/behaviour/search.md#the-demo-data: demo follows some of the seeded people and not others,
// so a newcomer logged in as demo finds Explore full and accounts suggested.

/** Posts on one page of the explore grid (EXPLORE_PAGE on the server). */
const EXPLORE_PAGE = 24;

const CASES = [
  { locale: 'zh-CN', width: 1280, empty: '暂时没有可探索的帖子。' },
  { locale: 'en-US', width: 390, empty: 'Nothing to explore yet.' },
] as const;

test.describe('the demo account’s first look', () => {
  for (const { locale, width, empty } of CASES) {
    test(`${width} px, ${locale}: Explore shows a full grid of posts; axe clean`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      await giveConsent(page);
      await logIn(page);
      await page.goto(url('/explore/'));
      const tiles = page.getByTestId('explore-grid').getByTestId('grid-post');
      await expect(tiles.first()).toBeVisible();
      await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(EXPLORE_PAGE);
      await expect(page.getByText(empty)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('the home feed suggests accounts to follow', async ({ page }) => {
    await openFeed(page);
    const module = await scrollUntil(page, page.getByTestId('suggested-users'));
    expect(await module.getByTestId('suggested-user').count()).toBeGreaterThanOrEqual(5);
  });
});
