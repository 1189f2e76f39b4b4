import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPost, expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { expectModalKeyboardBehaviour, focusIsInside, openWithKeyboard } from '../support/dialogs';
import { openFeed } from '../support/feed';
import { postsOf, uniqueText } from '../support/posts';

// Every dialog of the product is the UI kit's native <dialog>: these walk each one by keyboard only
// (open with Enter, Tab and Shift+Tab stay inside, Escape closes, focus goes back to the control
// that opened it, the page behind does not scroll).

const PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/images/orientation/Landscape_1.jpg',
);

test.describe('dialogs by keyboard', () => {
  test('feed: the post options, About this account and Save to collection sheets', async ({ page }) => {
    await openFeed(page, '/?variant=following');
    const card = page.getByTestId('post-card').first();
    const options = card.getByRole('button', { name: '更多选项' });

    await openWithKeyboard(options);
    const menu = page.getByRole('dialog', { name: '帖子选项' });
    await expectModalKeyboardBehaviour(page, menu, { opener: options });

    await openWithKeyboard(options);
    await openWithKeyboard(menu.getByRole('button', { name: '关于此账号' }));
    const about = page.getByRole('dialog', { name: '关于此账号' });
    await expect(menu).toBeHidden();
    await expectModalKeyboardBehaviour(page, about, { opener: options });

    await openWithKeyboard(options);
    await openWithKeyboard(menu.getByRole('button', { name: '保存到收藏夹' }));
    const save = page.getByRole('dialog', { name: '保存到收藏夹' });
    await expectModalKeyboardBehaviour(page, save, { opener: options });
  });

  test('post page: the delete-comment confirmation focuses Cancel and cancels on Escape', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    const [post] = await postsOf(page, 'lin.xiaoyu');
    const text = uniqueText('dialog e2e');
    const added = await apiPost(page, `/api/v1/web/comments/${post!.pk}/add/`, { comment_text: text });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto(url(`/p/${post!.code}/`));

    const mine = page.getByTestId('comment-list').getByTestId('comment').filter({ hasText: text });
    const remove = mine.getByRole('button', { name: '删除 demo 的评论' });
    await openWithKeyboard(remove);
    const confirm = page.getByRole('alertdialog', { name: '要删除评论吗？' });
    await expect(confirm).toHaveAttribute('aria-describedby', /.+/);
    await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
    await expectModalKeyboardBehaviour(page, confirm, { opener: remove });
    await expect(mine).toHaveCount(1);
  });

  test('profile: options, mute, block confirmation and the followers list', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/lin.xiaoyu/'));
    const optionsButton = page.getByTestId('profile-options-button');

    await openWithKeyboard(optionsButton);
    const options = page.getByTestId('profile-options');
    await expectModalKeyboardBehaviour(page, options, { opener: optionsButton });

    await openWithKeyboard(optionsButton);
    await openWithKeyboard(options.getByRole('button', { name: '隐藏', exact: true }));
    const mute = page.getByRole('dialog', { name: '隐藏 lin.xiaoyu' });
    await expectModalKeyboardBehaviour(page, mute, { opener: optionsButton });

    await openWithKeyboard(optionsButton);
    await openWithKeyboard(options.getByTestId('option-block'));
    const block = page.getByRole('alertdialog', { name: '要屏蔽 lin.xiaoyu 吗？' });
    await expectModalKeyboardBehaviour(page, block, { opener: optionsButton });
    // Escape cancelled: nothing was blocked.
    await expect(page.getByTestId('follow-button')).toBeVisible();

    const followers = page.getByTestId('open-followers');
    await openWithKeyboard(followers);
    const list = page.getByTestId('follow-list-followers');
    await expect(list.getByTestId('follow-list-row').first()).toBeVisible();
    await expectModalKeyboardBehaviour(page, list, { opener: followers });
  });

  test("own profile: edit profile, QR code and a new collection's name", async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/demo/'));

    const edit = page.getByTestId('edit-profile');
    await openWithKeyboard(edit);
    await expectModalKeyboardBehaviour(page, page.getByRole('dialog', { name: '编辑主页' }), { opener: edit });

    const qr = page.getByTestId('open-qr');
    await openWithKeyboard(qr);
    await expectModalKeyboardBehaviour(page, page.getByRole('dialog', { name: '二维码' }), { opener: qr });

    await page.goto(url('/demo/saved/'));
    const create = page.getByTestId('new-collection');
    await openWithKeyboard(create);
    const name = page.getByTestId('collection-name-dialog');
    await expect(name.getByRole('textbox')).toBeFocused();
    await expectModalKeyboardBehaviour(page, name, { opener: create });
  });

  test('creation: the modal, and its discard confirmation stacked on top', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    await page.goto(url('/'));
    const createButton = page.getByTestId('left-nav').getByRole('button', { name: '创建' });

    await openWithKeyboard(createButton);
    const modal = page.getByTestId('create-modal');
    await expectModalKeyboardBehaviour(page, modal, { opener: createButton });

    // With a photo chosen, Escape asks first; the confirmation is a second modal over the first.
    await openWithKeyboard(createButton);
    await page.getByTestId('create-file-input').setInputFiles(PHOTO);
    await expect(page.getByTestId('style-step')).toBeVisible();
    await modal.getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: '要放弃帖子吗？' });
    await expect(discard).toBeVisible();
    await expect(modal).toBeVisible();
    expect(await discard.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await focusIsInside(discard)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(discard)).toBe(true);
    }
    // Escape closes only the confirmation; the draft and its modal stay, the page stays locked.
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(page.getByTestId('style-step')).toBeVisible();
    expect(await focusIsInside(modal)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: '放弃' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(createButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the cookie dialog needs an answer: Escape does nothing, the keyboard answers it', async ({ page }) => {
    await page.goto(url('/accounts/login/'));
    const dialog = page.getByTestId('cookie-consent-dialog');
    await expectModalKeyboardBehaviour(page, dialog, { dismissible: false });
    await dialog.getByRole('button', { name: '拒绝可选 Cookie' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('at phone width an options sheet rises from the bottom edge, full width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFeed(page, '/?variant=following');
    await openWithKeyboard(page.getByTestId('post-card').first().getByRole('button', { name: '更多选项' }));
    const sheet = page.getByRole('dialog', { name: '帖子选项' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  });
});
