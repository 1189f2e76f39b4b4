import { expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { freshPerson, openOptions, openProfile } from './profile-helpers';
import { apiPost } from '../support/fixtures';

test.describe('profile header, QR code and accessibility', () => {
  test('bio links: scheme and trailing slash removed, first link plus "+ N"', async ({ browser }) => {
    const person = await freshPerson(browser);
    const { page, username } = person;
    const links = JSON.stringify([
      { title: 'Shop', url: 'https://shop.example.org/me/' },
      { url: 'http://second.example.org/' },
      { url: 'https://third.example.org/x' },
    ]);
    const response = await apiPost(page, '/api/v1/web/accounts/edit/', { bio_links: links });
    expect(response.ok(), await response.text()).toBe(true);
    await openProfile(page, username);
    const link = page.getByTestId('bio-link');
    await expect(link).toHaveText('shop.example.org/me');
    await expect(link).toHaveAttribute('href', 'https://shop.example.org/me/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('bio-more-links')).toHaveText('+ 2');
    await person.context.close();
  });

  test('a logged-out visitor is sent to log in to follow, and gets the QR code instead of the menu', async ({
    page,
  }) => {
    await giveConsent(page);
    await page.goto(url('/lin.xiaoyu/'));
    await expect(page.getByTestId('profile-header')).toContainText('lin.xiaoyu');
    await page.getByTestId('profile-options-button').click();
    await expect(page.getByRole('dialog', { name: '二维码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-header').getByTestId('follow-button').click();
    await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Flin\.xiaoyu%2F/);
  });

  test('the QR modal encodes the profile link, traps focus and gives it back', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/lin.xiaoyu/'));
    const options = page.getByTestId('profile-options-button');
    await options.click();
    await page.getByTestId('profile-options').getByRole('button', { name: '二维码' }).click();
    const dialog = page.getByRole('dialog', { name: '二维码' });
    await expect(dialog.getByRole('img', { name: 'lin.xiaoyu 的主页二维码' })).toBeVisible();
    await expect(dialog.getByTestId('qr-link')).toHaveText(url('/lin.xiaoyu/'));
    const squares = await dialog.locator('svg[data-testid=qr-code] path').getAttribute('d');
    expect((squares ?? '').split('M').length).toBeGreaterThan(100);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The owner opens it from the header.
    await page.goto(url('/demo/'));
    await page.getByTestId('open-qr').click();
    await expect(page.getByRole('dialog', { name: '二维码' }).getByTestId('qr-link')).toHaveText(url('/demo/'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('open-qr')).toBeFocused();
  });

  test('tabs: reels and tagged have their own URLs; saved is the owner’s only; unknown tabs are not found', async ({
    page,
  }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/demo/'));
    const tabs = page.getByTestId('profile-tabs');
    await expect(tabs.getByRole('link')).toHaveText(['帖子', '短视频', '收藏', '被标记']);
    await tabs.getByRole('link', { name: '短视频' }).click();
    await expect(page).toHaveURL(url('/demo/reels/'));
    await expect(tabs.getByRole('link', { name: '短视频' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: '被标记' }).click();
    await expect(page).toHaveURL(url('/demo/tagged/'));

    await page.goto(url('/lin.xiaoyu/'));
    await expect(page.getByTestId('profile-tabs').getByRole('link')).toHaveText(['帖子', '短视频', '被标记']);
    await page.goto(url('/lin.xiaoyu/saved/'));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
    await page.goto(url('/lin.xiaoyu/nonsense/'));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
  });

  test('has no axe-core violations: profile, options menu, lists, on desktop and mobile', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/lin.xiaoyu/'));
    await expect(page.getByTestId('post-thumbnail').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await openOptions(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('profile-options-button')).toBeFocused();

    // Block opens a confirmation (role alertdialog): count open <dialog> elements of either role.
    for (const option of ['隐藏', '屏蔽', '二维码']) {
      await (await openOptions(page)).getByRole('button', { name: option, exact: true }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      expect(await axeViolations(page), option).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    }

    await page.getByTestId('open-followers').click();
    await expect(page.getByRole('dialog', { name: '粉丝' }).getByTestId('follow-list-row').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(url('/demo/'));
    await expect(page.getByTestId('profile-header')).toContainText('demo');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('edit-profile').click();
    await expect(page.getByRole('dialog', { name: '编辑主页' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/lin.xiaoyu/'));
    await expect(page.getByTestId('post-thumbnail').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the options menu is reachable by keyboard and traps focus', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/lin.xiaoyu/'));
    const options = page.getByTestId('profile-options-button');
    await options.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('profile-options');
    await expect(menu).toBeVisible();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(options).toBeFocused();
  });
});
