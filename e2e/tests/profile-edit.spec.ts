import { expect, test, url } from '../support/fixtures';
import { freshPerson, openProfile } from './profile-helpers';

test.describe('profile edit', () => {
  test('edits name, username, bio, links and privacy; a taken or bad username is refused', async ({ browser }) => {
    const person = await freshPerson(browser, 'pfedit');
    const { page, username } = person;
    await openProfile(page, username);
    await page.getByTestId('edit-profile').click();
    const dialog = page.getByRole('dialog', { name: '编辑主页' });

    // Malformed: caught before any call.
    await dialog.getByRole('textbox', { name: '用户名' }).fill('.bad..name');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByTestId('edit-username-error')).toContainText('用户名只能包含字母、数字、下划线和句点');

    // Taken: the server says so.
    await dialog.getByRole('textbox', { name: '用户名' }).fill('lin.xiaoyu');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByTestId('edit-username-error')).toHaveText('这个用户名不可用。');

    // Short enough not to be truncated (22 characters) in the header.
    const renamed = `ed_${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: '用户名' }).fill(renamed);
    await dialog.getByRole('textbox', { name: '姓名' }).fill('新名字');
    await dialog.getByRole('textbox', { name: '个性签名' }).fill('第一行\n第二行');
    await dialog.getByTestId('edit-add-link').click();
    await dialog.getByRole('textbox', { name: '链接 1 的网址' }).fill('example.org/me/');
    await dialog.getByRole('switch', { name: /私密账户/ }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('主页已更新。');
    await expect(page).toHaveURL(url(`/${renamed}/`));
    const header = page.getByTestId('profile-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(header).toContainText('新名字');
    await expect(page.getByTestId('bio-link')).toHaveText('example.org/me');

    // The navigation's profile link follows the new username without a reload.
    await page.getByRole('link', { name: '主页' }).first().click();
    await expect(page).toHaveURL(url(`/${renamed}/`));
    await page.reload();
    await expect(header).toContainText('第一行');
    await page.getByTestId('edit-profile').click();
    await expect(
      page.getByRole('dialog', { name: '编辑主页' }).getByRole('switch', { name: /私密账户/ }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    await page.goto(url(`/${username}/`));
    await expect(page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
    await person.context.close();
  });
});
