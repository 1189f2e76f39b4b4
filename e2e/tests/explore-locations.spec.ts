import { axeViolations } from '../support/axe';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';

test.describe('location pages', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
  });

  test('the directory leads from a country to its cities, to their places, to a place page', async ({ page }) => {
    await page.goto(url('/explore/locations/'));
    const directory = page.getByTestId('locations-directory');
    await expect(directory.getByRole('heading', { level: 2 })).toHaveText('国家/地区');
    await directory.getByRole('link', { name: '中国' }).click();
    await expect(directory.getByRole('heading', { level: 2 })).toHaveText('中国的城市');
    await directory.getByRole('link', { name: '上海' }).click();
    await expect(directory.getByRole('heading', { level: 2 })).toHaveText('上海的地点');
    expect(await axeViolations(page)).toEqual([]);
    await directory.getByRole('link', { name: '外滩' }).click();
    await expect(page).toHaveURL(/\/explore\/locations\/[^/]+\/[^/]+\/$/);
    const location = page.getByTestId('location-page');
    await expect(location.getByRole('heading', { level: 1 })).toHaveText('外滩');
    await expect(page.getByTestId('location-address')).toContainText('中山东一路');
    await expect(page.getByTestId('location-top')).toBeVisible();
    await expect(page.getByTestId('location-recent')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Back walks up the directory.
    await page.goBack();
    await expect(directory.getByRole('heading', { level: 2 })).toHaveText('上海的地点');
  });
});
