import { expect, test, url } from '../support/fixtures';
import { freshPerson, openProfile } from './profile-helpers';

test.describe('saved collections', () => {
  test('create a collection, save a post into it, remove it, rename and delete the collection', async ({ browser }) => {
    const person = await freshPerson(browser, 'pfcol');
    const { page, username } = person;
    await page.goto(url(`/${username}/saved/`));
    const saved = page.getByTestId('saved-collections');
    await expect(saved).toHaveAttribute('data-state', 'updated');
    await expect(saved.getByTestId('collection-card').first()).toContainText('所有帖子');

    // Create.
    const name = `旅行 ${Date.now().toString(36)}`;
    await saved.getByRole('button', { name: '新建收藏夹' }).click();
    const create = page.getByRole('dialog', { name: '新建收藏夹' });
    await create.getByRole('textbox', { name: '收藏夹名称' }).fill(name);
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toBeHidden();
    const card = saved.getByTestId('collection-card').filter({ hasText: name });
    await expect(card).toContainText('0 个帖子');

    // Save a post into it from a post page (remote-feed's save sheet).
    await openProfile(page, 'lin.xiaoyu');
    const href = await page.getByTestId('profile-grid').locator('a[href^="/p/"]').first().getAttribute('href');
    await page.goto(url(href!));
    const post = page.getByTestId('post-page');
    await post.getByTestId('save-button').first().click();
    await page.getByTestId('toast').getByRole('button', { name: '保存到收藏夹' }).click();
    const sheet = page.getByRole('dialog', { name: '保存到收藏夹' });
    await sheet.getByRole('button', { name }).click();
    await expect(page.getByTestId('toast')).toContainText(`已保存到“${name}”`);

    // The collection has it, with its cover; the detail page lists it.
    await page.goto(url(`/${username}/saved/`));
    await expect(card).toContainText('1 个帖子');
    await expect(card.locator('img')).toHaveCount(1);
    await card.click();
    const detail = page.getByTestId('collection-detail');
    await expect(detail.getByTestId('collection-title')).toHaveText(name);
    await expect(detail.getByTestId('post-thumbnail')).toHaveCount(1);
    await expect(detail.locator(`a[href="${href}"]`)).toBeVisible();

    // Remove the post from the collection (it stays in All posts).
    await detail.getByRole('button', { name: '从收藏夹中移除' }).click();
    await expect(detail.getByTestId('post-thumbnail')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('已从收藏夹中移除');
    await page.goto(url(`/${username}/saved/?collection=ALL_MEDIA_AUTO_COLLECTION`));
    await expect(page.getByTestId('collection-detail').getByTestId('post-thumbnail')).toHaveCount(1);
    await page.goBack();

    // Rename.
    const renamed = `${name} 改`;
    await detail.getByTestId('collection-options').click();
    await page.getByTestId('collection-menu').getByRole('button', { name: '编辑收藏夹名称' }).click();
    const rename = page.getByRole('dialog', { name: '编辑收藏夹名称' });
    await rename.getByRole('textbox', { name: '收藏夹名称' }).fill(renamed);
    await rename.getByRole('button', { name: '保存' }).click();
    await expect(detail.getByTestId('collection-title')).toHaveText(renamed);
    await page.reload();
    await expect(page.getByTestId('collection-title')).toHaveText(renamed);

    // Delete: back to the saved tab, the card is gone.
    await page.getByTestId('collection-options').click();
    await page.getByTestId('collection-menu').getByRole('button', { name: '删除收藏夹' }).click();
    await page
      .getByRole('alertdialog', { name: '要删除收藏夹吗？' })
      .getByRole('button', { name: '删除收藏夹' })
      .click();
    await expect(page).toHaveURL(url(`/${username}/saved/`));
    await expect(page.getByTestId('toast')).toContainText('收藏夹已删除');
    await expect(page.getByTestId('saved-collections').getByTestId('collection-card')).toHaveCount(1);
    await page.reload();
    await expect(
      page.getByTestId('saved-collections').getByTestId('collection-card').filter({ hasText: renamed }),
    ).toHaveCount(0);
    await person.context.close();
  });

  test("nobody else sees someone's saved tab", async ({ browser }) => {
    const person = await freshPerson(browser, 'pfsv');
    await person.page.goto(url('/demo/saved/'));
    await expect(person.page.getByRole('heading', { name: '很抱歉，无法访问此页面' })).toBeVisible();
    await person.context.close();
  });
});
