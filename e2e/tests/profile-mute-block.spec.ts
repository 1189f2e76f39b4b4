import type { Page, Request } from '@playwright/test';
import { apiPost, expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { freshPerson, openOptions, openProfile, userIdOf } from './profile-helpers';

/** The mute and unmute calls a page makes, with their form fields. */
function recordMuteCalls(page: Page): Array<{ path: string; form: Record<string, string> }> {
  const calls: Array<{ path: string; form: Record<string, string> }> = [];
  page.on('request', (request: Request) => {
    const match = /\/api\/v1\/friendships\/(mute|unmute)_posts_or_story_from_follow\//.exec(request.url());
    if (match && request.method() === 'POST')
      calls.push({ path: match[1] ?? '', form: Object.fromEntries(new URLSearchParams(request.postData() ?? '')) });
  });
  return calls;
}

test.describe('mute, block and the options menu', () => {
  test('mute calls only for options set true, unmute only for options set false', async ({ browser }) => {
    const viewer = await freshPerson(browser);
    const { page } = viewer;
    await openProfile(page, 'lin.xiaoyu');
    await page.getByTestId('profile-header').getByTestId('follow-button').click();
    await expect(page.getByTestId('profile-header').getByTestId('follow-button')).toHaveText('已关注');
    const calls = recordMuteCalls(page);

    await (await openOptions(page)).getByRole('button', { name: '隐藏' }).click();
    let dialog = page.getByRole('dialog', { name: '隐藏 lin.xiaoyu' });
    await expect(dialog.getByRole('switch', { name: '帖子' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: '快拍' })).not.toBeChecked();
    await dialog.getByRole('switch', { name: '帖子' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('已隐藏 lin.xiaoyu');
    expect(calls.map((c) => [c.path, c.form.posts, c.form.story])).toEqual([['mute', 'true', 'false']]);

    // Reopened (after the profile re-read), the dialog shows what the server now says.
    await expect
      .poll(async () => {
        await (await openOptions(page)).getByRole('button', { name: '隐藏' }).click();
        dialog = page.getByRole('dialog', { name: '隐藏 lin.xiaoyu' });
        const checked = await dialog.getByRole('switch', { name: '帖子' }).isChecked();
        if (!checked) await page.keyboard.press('Escape');
        return checked;
      })
      .toBe(true);
    await dialog.getByRole('switch', { name: '帖子' }).uncheck();
    await dialog.getByRole('switch', { name: '快拍' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => calls.length).toBe(3);
    expect(calls.slice(1).map((c) => [c.path, c.form.posts, c.form.story])).toEqual([
      ['mute', 'false', 'true'],
      ['unmute', 'true', 'false'],
    ]);

    // Saving an unchanged dialog calls nothing.
    await page.reload();
    await (await openOptions(page)).getByRole('button', { name: '隐藏' }).click();
    dialog = page.getByRole('dialog', { name: '隐藏 lin.xiaoyu' });
    await expect(dialog.getByRole('switch', { name: '快拍' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: '帖子' })).not.toBeChecked();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(3);
    await viewer.context.close();
  });

  test('muting posts takes the author out of the open feed without a reload', async ({ browser }) => {
    const viewer = await freshPerson(browser);
    const { page } = viewer;
    await openProfile(page, 'lin.xiaoyu');
    await page.getByTestId('profile-header').getByTestId('follow-button').click();
    await expect(page.getByTestId('profile-header').getByTestId('follow-button')).toHaveText('已关注');

    await page.getByRole('link', { name: '首页' }).first().click();
    const linCards = page.getByTestId('post-card').filter({ has: page.locator('header a[href="/lin.xiaoyu/"]') });
    await expect(linCards.first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The author's name, not the avatar: the avatar link is swapped for its story ring once the
    // tray has loaded, and a click that lands across the swap goes nowhere.
    await linCards.first().locator('header').getByRole('link', { name: 'lin.xiaoyu', exact: true }).click();
    await expect(page).toHaveURL(url('/lin.xiaoyu/'));
    await (await openOptions(page)).getByRole('button', { name: '隐藏' }).click();
    const dialog = page.getByRole('dialog', { name: '隐藏 lin.xiaoyu' });
    await dialog.getByRole('switch', { name: '帖子' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    await page.goBack();
    await expect(page.getByTestId('feed-list')).toBeVisible();
    await expect(linCards).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await viewer.context.close();
  });

  test('block: confirm, post-confirm with a toast; after the reload the blocker sees Unblock, which works', async ({
    browser,
  }) => {
    // Two fresh accounts: the blocked one must log in to see the blocker's profile from its side.
    const target = await freshPerson(browser, 'pfblkd');
    const viewer = await freshPerson(browser, 'pfblkr');
    const { page } = viewer;
    await openProfile(page, target.username);
    const menu = await openOptions(page);
    await menu.getByRole('button', { name: '屏蔽' }).click();
    const confirm = page.getByRole('alertdialog', { name: `要屏蔽 ${target.username} 吗？` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '屏蔽' }).click();
    const done = page.getByRole('alertdialog', { name: `已屏蔽 ${target.username}` });
    await expect(done).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText(`已屏蔽 ${target.username}`);

    // Closing reloads the page: the header with Unblock, and no content asked for.
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/(feed\/user|clips\/user|usertags|friendships\/\d+\/follow)/.test(request.url()))
        contentCalls.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    // The toast shows inside the top dialog (the page behind is inert) with a close button of its own.
    await Promise.all([page.waitForEvent('load'), done.getByTestId('block-done-close').click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    const header = page.getByTestId('profile-header');
    await expect(header).toContainText(target.username);
    const unblock = header.getByRole('button', { name: '取消屏蔽' });
    await expect(unblock).toBeVisible();
    await expect(page.getByTestId('blocked-account')).toContainText(`你已屏蔽 ${target.username}`);
    await expect(header.getByTestId('follow-button')).toHaveCount(0);
    await expect(page.getByTestId('profile-tabs')).toHaveCount(0);
    await expect(page.getByTestId('profile-grid')).toHaveCount(0);
    await expect(page.getByTestId('open-followers')).toHaveCount(0);
    expect(contentCalls).toEqual([]);

    // The blocked account still finds nothing.
    await target.page.goto(url(`/${viewer.username}/`));
    await expect(target.page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();

    // Unblock: the profile shows as before.
    await unblock.click();
    const unblockConfirm = page.getByRole('alertdialog', { name: `要取消屏蔽 ${target.username} 吗？` });
    await unblockConfirm.getByRole('button', { name: '取消屏蔽' }).click();
    await expect(unblockConfirm).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(`已取消屏蔽 ${target.username}`);
    await expect(header.getByTestId('follow-button')).toHaveText('关注');
    await expect(page.getByTestId('profile-tabs')).toBeVisible();
    await expect(page.getByTestId('blocked-account')).toHaveCount(0);
    expect(contentCalls.filter((call) => call.includes('/feed/user/')).length).toBeGreaterThan(0);
    await page.reload();
    await expect(header.getByTestId('follow-button')).toHaveText('关注');
    await target.page.reload();
    await expect(target.page.getByTestId('profile-header')).toContainText(viewer.username);
    await target.context.close();
    await viewer.context.close();
  });

  test('blocking a supervised account is refused with the remove-supervision message', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/mia_rossi/'));
    await expect(page.getByTestId('profile-header')).toContainText('mia_rossi');
    await (await openOptions(page)).getByRole('button', { name: '屏蔽' }).click();
    const refusal = page.getByRole('alertdialog', { name: '无法屏蔽' });
    await expect(refusal).toContainText('要屏蔽对方，你必须先解除监护。');
    const link = refusal.getByRole('link', { name: '前往家庭中心' });
    await expect(link).toHaveAttribute('target', '_blank');
    await refusal.getByRole('button', { name: '关闭' }).click();
    await expect(refusal).toBeHidden();
    await expect(page.getByTestId('profile-header')).toContainText('mia_rossi');

    // The server refuses too, whatever the client does.
    const id = await userIdOf(page, 'mia_rossi');
    const response = await apiPost(page, `/api/v1/friendships/block/${id}/`, {});
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe('To block them you must first remove supervision.');
  });

  test('restrict, close friends and favourites switch from the options menu with toasts', async ({ browser }) => {
    const viewer = await freshPerson(browser);
    const { page } = viewer;
    await openProfile(page, 'ana.lima');
    await page.getByTestId('profile-header').getByTestId('follow-button').click();
    await expect(page.getByTestId('profile-header').getByTestId('follow-button')).toHaveText('已关注');

    await (await openOptions(page)).getByRole('button', { name: '添加到亲密好友' }).click();
    await expect(page.getByTestId('toast')).toContainText('已将 ana.lima 添加到亲密好友');
    await expect((await openOptions(page)).getByRole('button', { name: '从亲密好友中移除' })).toBeVisible();
    await page.keyboard.press('Escape');

    await (await openOptions(page)).getByRole('button', { name: '添加到特别关注' }).click();
    await expect(page.getByTestId('toast')).toContainText('已将 ana.lima 添加到特别关注');

    await (await openOptions(page)).getByRole('button', { name: '限制' }).click();
    await expect(page.getByTestId('toast')).toContainText('已限制 ana.lima');
    await page.reload();
    const menu = await openOptions(page);
    await expect(menu.getByRole('button', { name: '取消限制' })).toBeVisible();
    await expect(menu.getByRole('button', { name: '从特别关注中移除' })).toBeVisible();
    await expect(menu.getByRole('button', { name: '从亲密好友中移除' })).toBeVisible();
    await viewer.context.close();
  });
});
