import { expect, test } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { openFeed, scrollUntil } from '../support/feed';

test.describe('feed accessibility', () => {
  test('has no axe-core violations, on desktop and on mobile, with a dialog open too', async ({ page }) => {
    await openFeed(page);
    await expect(page.getByTestId('post-card').first().locator('img[srcset]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Further down: suggestions, the end-of-feed marker, carousels, overlays.
    await scrollUntil(page, page.getByTestId('end-of-feed'));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('post-card').first().getByRole('button', { name: '更多选项' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('every control of a post is reachable by keyboard, with a visible focus', async ({ page }) => {
    await openFeed(page, '/?variant=following');
    const card = page.getByTestId('post-card').first();
    const like = card.getByTestId('like-button');
    await like.focus();
    const outline = await like.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    const pressed = await like.getAttribute('aria-pressed');
    await page.keyboard.press('Enter');
    await expect(like).not.toHaveAttribute('aria-pressed', pressed ?? '');
    await page.keyboard.press('Space');
    await expect(like).toHaveAttribute('aria-pressed', pressed ?? '');

    // Tab walks the card in order: like, comment, share, save.
    await page.keyboard.press('Tab');
    await expect(card.getByRole('link', { name: '评论', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: '分享', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByTestId('save-button')).toBeFocused();

    // The options dialog traps focus and Escape gives it back.
    const options = card.getByRole('button', { name: '更多选项' });
    await options.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '帖子选项' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(options).toBeFocused();
  });
});
