import { apiPost, expect, test } from '../support/fixtures';
import { followerCount, freshPerson, makePrivate, openProfile, userIdOf } from './profile-helpers';

test.describe('profile follow', () => {
  test('follows and unfollows a public account; the server keeps it; suggestions follow a follow', async ({
    browser,
  }) => {
    const viewer = await freshPerson(browser);
    const { page } = viewer;
    // An account no other test follows, so its follower count moves only with this test.
    await openProfile(page, 'kenji.sato');
    const button = page.getByTestId('profile-header').getByTestId('follow-button');
    await expect(button).toHaveText('关注');
    const before = await followerCount(page);

    await button.click();
    await expect(button).toHaveText('已关注');
    await expect.poll(() => followerCount(page)).toBe(before + 1);
    await expect(page.getByTestId('chaining-suggestions')).toBeVisible();
    await expect(page.getByTestId('chaining-suggestions').getByTestId('follow-button').first()).toHaveText('关注');

    await page.reload();
    await expect(button).toHaveText('已关注');
    // Following opens its menu; a public account is unfollowed there without a confirmation.
    await button.click();
    await page.getByTestId('following-menu').getByRole('button', { name: '取消关注' }).click();
    await expect(button).toHaveText('关注');
    await expect.poll(() => followerCount(page)).toBe(before);
    await page.reload();
    await expect(button).toHaveText('关注');
    await viewer.context.close();
  });

  test('a private account gets a request; its owner approves it from the requests list', async ({ browser }) => {
    const owner = await freshPerson(browser, 'pfown');
    await makePrivate(owner.page);
    const viewer = await freshPerson(browser, 'pfview');

    await openProfile(viewer.page, owner.username);
    await expect(viewer.page.getByTestId('private-account')).toContainText('这是私密账户');
    const follow = viewer.page.getByTestId('profile-header').getByTestId('follow-button');
    await follow.click();
    await expect(follow).toHaveText('已请求');
    await viewer.page.reload();
    await expect(follow).toHaveText('已请求');

    // The owner, in a browser of their own, answers the request.
    await openProfile(owner.page, owner.username);
    await owner.page.getByTestId('open-requests').click();
    const requests = owner.page.getByRole('dialog', { name: '关注请求' });
    const row = requests.locator(`[data-username="${viewer.username}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `确认 ${viewer.username} 的关注请求` }).click();
    await expect(row).toBeHidden();
    await expect(owner.page.getByTestId('toast')).toContainText(`已接受 ${viewer.username} 的关注请求`);
    await owner.page.keyboard.press('Escape');

    await viewer.page.reload();
    await expect(follow).toHaveText('已关注');
    await expect(viewer.page.getByTestId('private-account')).toHaveCount(0);
    await expect(viewer.page.getByTestId('profile-tabs')).toBeVisible();

    // The owner removes the new follower from the followers list; the viewer is back outside.
    await owner.page.reload();
    await owner.page.getByTestId('open-followers').click();
    const followers = owner.page.getByRole('dialog', { name: '粉丝' });
    const follower = followers.locator(`[data-username="${viewer.username}"]`);
    await follower.getByRole('button', { name: `移除粉丝 ${viewer.username}` }).click();
    await expect(follower).toContainText('已移除');

    await viewer.page.reload();
    await expect(follow).toHaveText('关注');
    await expect(viewer.page.getByTestId('private-account')).toBeVisible();
    await owner.context.close();
    await viewer.context.close();
  });

  test('a failed follow shows the server’s description; a failed unfollow only clears the flag', async ({
    browser,
  }) => {
    const target = await freshPerson(browser, 'pftgt');
    const viewer = await freshPerson(browser, 'pfvw');
    const targetId = await userIdOf(target.page, target.username);
    const viewerId = await userIdOf(viewer.page, viewer.username);
    expect(targetId).not.toBe(viewerId);

    // The viewer has the profile open; meanwhile the target blocks the viewer.
    await openProfile(viewer.page, target.username);
    const button = viewer.page.getByTestId('profile-header').getByTestId('follow-button');
    await expect(button).toHaveText('关注');
    const blocked = await apiPost(target.page, `/api/v1/friendships/block/${viewerId}/`, {});
    expect(blocked.ok(), await blocked.text()).toBe(true);

    await button.click();
    await expect(viewer.page.getByTestId('toast')).toContainText('关注失败：User not found.');
    await expect(button).toHaveText('关注');
    await expect(button).toBeEnabled();

    // Unblocked, the viewer follows; blocked again, the unfollow fails silently.
    expect((await apiPost(target.page, `/api/v1/friendships/unblock/${viewerId}/`, {})).ok()).toBe(true);
    await viewer.page.reload();
    const followed = viewer.page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes(`target_user_id%22%3A%22${targetId}%22`),
    );
    await button.click();
    await expect(button).toHaveText('已关注');
    // The follow's answer makes the page read the profile again: blocked before that read, the
    // viewer would rightly see the profile vanish, so the block waits until it has settled.
    expect((await followed).ok()).toBe(true);
    await viewer.page.waitForLoadState('networkidle');
    expect((await apiPost(target.page, `/api/v1/friendships/block/${viewerId}/`, {})).ok()).toBe(true);
    await viewer.page
      .getByTestId('toast')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await button.click();
    await viewer.page.getByTestId('following-menu').getByRole('button', { name: '取消关注' }).click();
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('已关注');
    await viewer.page.waitForTimeout(500);
    await expect(viewer.page.getByTestId('toast')).toHaveCount(0);
    await target.context.close();
    await viewer.context.close();
  });

  test('the following list shows placeholders, then people with follow buttons', async ({ browser }) => {
    const viewer = await freshPerson(browser);
    const { page } = viewer;
    await openProfile(page, 'lin.xiaoyu');
    // Hold the list's answer so the ten placeholder rows can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/friendships/*/following/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('open-following').click();
    const dialog = page.getByRole('dialog', { name: '关注' });
    await expect(dialog.getByTestId('follow-list-placeholder')).toHaveCount(10);
    release();
    await expect(dialog.getByTestId('follow-list-row').first()).toBeVisible();
    await expect(dialog.getByTestId('follow-list-placeholder')).toHaveCount(0);
    await expect(dialog.getByTestId('follow-list-row').first().getByTestId('follow-button')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('open-following')).toBeFocused();
    await viewer.context.close();
  });
});
