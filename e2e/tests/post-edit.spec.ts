import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { axeDialogViolations } from '../support/axe';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import { uniqueText } from '../support/posts';
import { postThroughApi } from '../support/uploads';

// Issue 30, item 13: the author edits a post's caption from its options; the post says it was
// edited at once, and the caption's new hashtag has the post on its tag page
// (docs/behaviour/media.md#editing-a-post).

const PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/images/orientation/Landscape_1.jpg',
);

// One edits from the home feed's card, the other from the post's page: both show the edit at once.
const PEOPLE = [
  { name: 'in Chinese on a desktop, from the home feed', locale: 'zh-CN', width: 1280, start: 'feed' },
  { name: 'in English on a phone, from the post page', locale: 'en-US', width: 390, start: 'post' },
] as const;

const TEXT = {
  'zh-CN': {
    options: '更多选项',
    edit: '编辑',
    dialog: '编辑信息',
    caption: '说明文字',
    done: '完成',
    edited: '已编辑',
  },
  'en-US': {
    options: 'More options',
    edit: 'Edit',
    dialog: 'Edit info',
    caption: 'Caption',
    done: 'Done',
    edited: 'Edited',
  },
} as const;

async function author(browser: Browser, who: (typeof PEOPLE)[number]): Promise<Page> {
  const context = await browser.newContext({ locale: who.locale, viewport: { width: who.width, height: 860 } });
  const page = await context.newPage();
  await giveConsent(page);
  await signUpFresh(page, 'pe');
  return page;
}

for (const who of PEOPLE) {
  test(`the author edits a caption with a new hashtag: ${who.name}`, async ({ browser }) => {
    const text = TEXT[who.locale];
    const page = await author(browser, who);
    const tag = uniqueText('edited').replace(/\W/g, '').toLowerCase();
    const { code } = await postThroughApi(page, {
      file: PHOTO,
      type: 'image/jpeg',
      width: 600,
      height: 450,
      configure: '/api/v1/media/configure/',
      params: { caption: 'before the edit' },
    });
    await page.goto(url(who.start === 'feed' ? '/' : `/p/${code}/`));
    const post =
      who.start === 'feed'
        ? page.getByTestId('post-card').filter({ has: page.locator(`a[href="/p/${code}/"]`) })
        : page.getByTestId('post-page');
    const caption = post.getByTestId('post-caption').first();
    await expect(caption).toContainText('before the edit');
    await expect(caption).not.toContainText(text.edited);

    await post.getByRole('button', { name: text.options }).first().click();
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    expect(await axeDialogViolations(page, '[data-testid="edit-post-dialog"]')).toEqual([]);
    await dialog.getByLabel(text.caption).fill(`after the edit #${tag}`);
    await dialog.getByRole('button', { name: text.done }).click();
    await expect(dialog).toBeHidden();

    // Without a reload: the new caption, its tag as a link, and "edited".
    await expect(caption).toContainText(`after the edit #${tag}`);
    await expect(caption).toContainText(text.edited);
    await caption.getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(url(`/explore/tags/${tag}/`));
    await expect(page.locator(`a[href="/p/${code}/"]`).first()).toBeVisible();
    await page.context().close();
  });
}
