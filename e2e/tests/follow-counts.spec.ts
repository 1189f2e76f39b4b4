import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshPerson, openProfile } from './profile-helpers';

// A follow changes the viewer's own following count, shown on their own profile: another screen,
// with its own cached answer (docs/behaviour/relationships.md#follow).

/** The number shown for "following" in the profile's stats (posts, followers, following). */
async function followingCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('profile-stats').locator('li').nth(2).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('follow counts', () => {
  test("a follow made on someone's profile shows in the viewer's own following count, without a reload", async ({
    browser,
  }) => {
    const target = await freshPerson(browser, 'fct');
    const viewer = await freshPerson(browser, 'fcv');
    const { page } = viewer;
    const nav = page.getByTestId('left-nav');
    const header = page.getByTestId('profile-header');

    // The viewer's own profile is read once (0 following) and kept in the page's cache.
    await openProfile(page, target.username);
    await nav.locator('[data-nav="profile"]').click();
    await expect(header).toContainText(viewer.username);
    await expect.poll(() => followingCount(page)).toBe(0);

    await page.goBack();
    await expect(header).toContainText(target.username);
    const button = header.getByTestId('follow-button');
    await button.click();
    await expect(button).toHaveText('已关注');

    // Back on the own profile within the cache's 30 s of freshness: the count follows the follow.
    await nav.locator('[data-nav="profile"]').click();
    await expect(header).toContainText(viewer.username);
    await expect.poll(() => followingCount(page)).toBe(1);
    await viewer.context.close();
    await target.context.close();
  });
});
