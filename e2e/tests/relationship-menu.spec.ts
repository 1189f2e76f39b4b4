import { apiPost, expect, test } from '../support/fixtures';
import { openFeed, scrollUntil } from '../support/feed';
import { freshPerson, makePrivate, openProfile, userIdOf } from './profile-helpers';

// Issue 11: the Following menu (docs/behaviour/relationships.md#the-following-menu), restrict's
// Undo, the private unfollow's confirmation, and the likers list (docs/behaviour/feed.md#the-likers-list).

test.describe('the Following menu and the likers list', () => {
  test('close friends, restrict with Undo, and a confirmed unfollow of a private account', async ({ browser }) => {
    const owner = await freshPerson(browser, 'rmown');
    await makePrivate(owner.page);
    const viewer = await freshPerson(browser, 'rmview');
    const { page } = viewer;
    // The viewer asks to follow; the owner approves through the API (the requests list has its own test).
    const ownerId = await userIdOf(page, owner.username);
    const viewerId = await userIdOf(owner.page, viewer.username);
    await openProfile(page, owner.username);
    const button = page.getByTestId('profile-header').getByTestId('follow-button');
    await button.click();
    await expect(button).toHaveText('已请求');
    const approved = await apiPost(owner.page, `/api/v1/friendships/approve/${viewerId}/`, {});
    expect(approved.ok(), await approved.text()).toBe(true);
    await page.reload();
    await expect(button).toHaveText('已关注');

    // Following opens the menu instead of unfollowing.
    await button.click();
    let menu = page.getByRole('dialog', { name: owner.username });
    await expect(menu.getByRole('button')).toContainText([
      '添加到亲密好友',
      '添加到特别关注',
      '隐藏',
      '限制',
      '取消关注',
    ]);
    await menu.getByRole('button', { name: '添加到亲密好友' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(`已将 ${owner.username} 添加到亲密好友`);
    await expect(button).toHaveText('已关注');

    // Restrict: a toast with Undo; Undo unrestricts.
    await button.click();
    menu = page.getByRole('dialog', { name: owner.username });
    await expect(menu.getByRole('button', { name: '从亲密好友中移除' })).toBeVisible();
    await menu.getByRole('button', { name: '限制', exact: true }).click();
    const restricted = page.getByTestId('toast').filter({ hasText: `已限制 ${owner.username}` });
    await expect(restricted).toBeVisible();
    const unrestricted = page.waitForResponse((r) => r.url().includes(`/friendships/unrestrict/${ownerId}/`) && r.ok());
    await restricted.getByRole('button', { name: '撤销' }).click();
    await unrestricted;
    await expect(page.getByTestId('toast').filter({ hasText: `已取消限制 ${owner.username}` })).toBeVisible();
    await button.click();
    menu = page.getByRole('dialog', { name: owner.username });
    await expect(menu.getByRole('button', { name: '限制', exact: true })).toBeVisible();

    // Unfollowing the private account asks first.
    await menu.getByRole('button', { name: '取消关注' }).click();
    const confirm = page.getByRole('alertdialog', { name: `要取消关注 ${owner.username} 吗？` });
    await expect(confirm).toContainText('重新向');
    await confirm.getByTestId('confirm-unfollow').click();
    await expect(confirm).toBeHidden();
    await expect(button).toHaveText('关注');
    await page.reload();
    await expect(button).toHaveText('关注');
    await expect(page.getByTestId('private-account')).toBeVisible();
    await owner.context.close();
    await viewer.context.close();
  });

  test('"Liked by … and N others" opens the likers, each with a follow button', async ({ page }) => {
    await openFeed(page, '/?variant=following');
    const card = await scrollUntil(
      page,
      page.getByTestId('post-card').filter({ has: page.getByTestId('open-likers') }),
    );
    await card.getByTestId('open-likers').click();
    const dialog = page.getByRole('dialog', { name: '赞' });
    await expect(dialog.getByTestId('liker-row').first()).toBeVisible();
    const row = dialog
      .getByTestId('liker-row')
      .filter({ has: page.getByTestId('feed-follow-button') })
      .first();
    await expect(row.getByRole('link')).toBeVisible();
    await expect(row.getByTestId('feed-follow-button')).toHaveText(/关注|已关注|回关|已请求/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
