import { apiPost, apiUrl, expect, test, url } from '../support/fixtures';
import { freshPerson, openProfile, userIdOf } from './profile-helpers';

// The settings pages (docs/behaviour/settings.md), in zh-CN at 1280 px and at 390 px.

test('settings: every section from the list, private account, close friends and unblock', async ({ browser }) => {
  test.setTimeout(120_000);
  const me = await freshPerson(browser, 'st');
  const other = await freshPerson(browser, 'sb');
  const { page } = me;

  // Someone blocked, someone followed.
  const blocked = await userIdOf(page, other.username);
  expect((await apiPost(page, `/api/v1/friendships/block/${blocked}/`, {})).ok()).toBe(true);
  await openProfile(page, 'demo');
  const follow = page.getByTestId('profile-header').getByTestId('follow-button');
  // The button turns at once (optimistic); wait for the server too, or the next page load could
  // cancel the request before it is sent, and demo would never be in the following list.
  const demoId = await userIdOf(page, 'demo');
  const followed = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes(`target_user_id%22%3A%22${demoId}%22`),
  );
  await follow.click();
  await expect(follow).not.toHaveText('关注');
  expect((await followed).ok()).toBe(true);

  // The profile's settings icon opens Edit profile with the list of sections beside it.
  await openProfile(page, me.username);
  await page.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/accounts\/edit\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '编辑主页' })).toBeVisible();
  await expect(page.getByTestId('edit-username')).toHaveValue(me.username);
  const nav = page.getByRole('navigation', { name: '设置' });
  const sections: Array<[string, string]> = [
    ['隐私和安全', '/accounts/privacy_and_security/'],
    ['密码', '/accounts/password/change/'],
    ['登录活动', '/accounts/login_activity/'],
    ['通知', '/accounts/notifications/'],
    ['已屏蔽的账户', '/accounts/blocked_accounts/'],
    ['密友', '/accounts/close_friends/'],
    ['特别关注', '/accounts/favorites/'],
    ['你的信息', '/accounts/your_information/'],
    ['编辑主页', '/accounts/edit/'],
  ];
  for (const [name, path] of sections) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect((await page.request.get(url(path))).status()).toBe(200);
  }

  // Private account: saved at once, still on after a reload, and the profile says so.
  await nav.getByRole('link', { name: '隐私和安全' }).click();
  const privacy = page.getByRole('switch', { name: /私密账户/ });
  await expect(privacy).not.toBeChecked();
  await privacy.click();
  await expect(privacy).toBeChecked();
  await expect(privacy).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /私密账户/ })).toBeChecked();
  const profile = await page.request.get(`${apiUrl()}/api/v1/users/web_profile_info/?username=${me.username}`);
  expect(((await profile.json()) as { data: { user: { is_private: boolean } } }).data.user.is_private).toBe(true);

  // Close friends: demo, followed above, is added from the people followed.
  await nav.getByRole('link', { name: '密友' }).click();
  await expect(page.getByTestId('flagged-empty')).toBeVisible();
  await page.getByTestId('following-list').getByRole('button', { name: '添加 demo' }).click();
  await expect(page.getByTestId('flagged-list').getByTestId('settings-user-row')).toHaveAttribute(
    'data-username',
    'demo',
  );

  // Unblock: the row leaves the list, and the server agrees.
  await nav.getByRole('link', { name: '已屏蔽的账户' }).click();
  const row = page.getByTestId('blocked-list').getByTestId('settings-user-row');
  await expect(row).toHaveAttribute('data-username', other.username);
  await row.getByRole('button', { name: `取消屏蔽 ${other.username}` }).click();
  await expect(page.getByTestId('blocked-empty')).toBeVisible();
  await expect(page.getByText(`已取消屏蔽 ${other.username}`)).toBeVisible();
  const list = await page.request.get(`${apiUrl()}/api/v1/users/blocked_list/`);
  expect(((await list.json()) as { users: unknown[] }).users).toEqual([]);

  // On a phone: the list of sections is a page, each section has a back arrow to it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('/accounts/settings/'));
  await page.getByRole('navigation', { name: '设置' }).getByRole('link', { name: '隐私和安全' }).click();
  await expect(page).toHaveURL(/\/accounts\/privacy_and_security\/$/);
  await page.getByRole('link', { name: '返回设置' }).click();
  await expect(page).toHaveURL(/\/accounts\/settings\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();

  await me.context.close();
  await other.context.close();
});
