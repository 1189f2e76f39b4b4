import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { directPerson, follow, userId } from '../support/direct';
import { apiPost, apiUrl, giveConsent, signUpFresh, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';

// Posting a story from the Create entry, and making highlights from the archive (issue 14,
// docs/behaviour/stories.md#posting-a-story-on-screen and #highlights-on-screen).

const PHOTO = path.join(IMAGES, 'camera', 'Nikon_D70.jpg');

/** Opens Create from the left nav and switches its first step to Story. */
async function openStoryComposer(page: Page): Promise<void> {
  await page.getByTestId('left-nav').locator('[data-nav="create"]').click();
  await page.getByTestId('create-kind').getByRole('radio', { name: '快拍' }).check();
  await expect(page.getByRole('dialog', { name: '创建快拍' })).toBeVisible();
}

/** In the open composer: chooses the photo, the audience, shares; waits to be home with the toast. */
async function sharePhotoStory(page: Page, audience: '所有人' | '密友'): Promise<void> {
  await page.getByTestId('story-file-input').setInputFiles(PHOTO);
  await expect(page.getByTestId('story-preview').locator('img')).toBeVisible();
  await page.getByRole('radio', { name: audience }).check();
  await page.getByRole('button', { name: '分享到快拍' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已分享到快拍' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(url('/'));
}

/** Posts a photo story through the API (resumable upload, configure_to_story); returns its id. */
async function storyThroughApi(page: Page): Promise<string> {
  const media = await postThroughApi(page, {
    file: PHOTO,
    type: 'image/jpeg',
    width: 640,
    height: 480,
    configure: '/api/v1/media/configure_to_story/',
    params: { audience: 'everyone' },
  });
  return media.id;
}

test.describe('posting a story', () => {
  test('a fresh account posts a photo story, sees it in its own ring and opens it', async ({ page }) => {
    test.slow();
    await giveConsent(page);
    const username = await signUpFresh(page, 'story');
    await page.goto(url('/'));
    await openStoryComposer(page);
    // Post and Story are the two choices; the composer passes axe.
    await expect(page.getByTestId('create-kind').getByRole('radio')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    await sharePhotoStory(page, '所有人');
    const tray = page.getByRole('region', { name: '快拍' });
    const own = tray.getByRole('link', { name: /^你的快拍/ });
    await expect(own).toBeVisible();
    await own.click();
    // The viewer shows the new photo (for 5 s, then it closes: it is the only story).
    await expect(page.getByTestId('story-photo')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/stories/${username}/(\\d+/)?$`));
  });

  test('a close-friends story reaches no one who is not a close friend', async ({ page, browser }) => {
    test.slow();
    await giveConsent(page);
    const author = await signUpFresh(page, 'cfa');
    const authorId = await userId(page, author);
    const follower = await directPerson(browser, 'cfb');
    await follow(follower.page, authorId);

    await page.goto(url('/'));
    await openStoryComposer(page);
    await sharePhotoStory(page, '密友');
    await expect(page.getByRole('region', { name: '快拍' }).getByRole('link', { name: /^你的快拍/ })).toBeVisible();

    // The follower (not on the close friends list) has no ring for the author and cannot open it.
    const tray = (await (await follower.page.request.get(`${apiUrl()}/api/v1/feed/reels_tray/`)).json()).tray as Array<{
      id: string;
    }>;
    expect(tray.map((reel) => reel.id)).not.toContain(authorId);
    await follower.page.goto(url(`/stories/${author}/`));
    await expect(follower.page.getByText('无法显示此快拍')).toBeVisible();
    await follower.context.close();
  });
});

test.describe('a private account', () => {
  test('its stories reach a stranger while it is public, and no longer once it is private', async ({
    page,
    browser,
  }) => {
    test.slow();
    await giveConsent(page);
    const author = await signUpFresh(page, 'pvs');
    const authorId = await userId(page, author);
    await storyThroughApi(page);
    const stranger = await directPerson(browser, 'pvx');
    const reelsForStranger = async () =>
      (
        (await (await stranger.page.request.get(`${apiUrl()}/api/v1/feed/reels_media/?reel_ids=${authorId}`)).json())
          .reels_media as Array<{ id: string }>
      ).map((reel) => reel.id);

    // Public: the stranger opens the story.
    expect(await reelsForStranger()).toContain(authorId);
    await stranger.page.goto(url(`/stories/${author}/`));
    await expect(stranger.page.getByTestId('story-photo')).toBeVisible();

    // Private: the same story is out of the stranger's reach, on screen and from the API.
    expect((await apiPost(page, '/api/v1/web/accounts/edit/', { is_private: 'true' })).ok()).toBe(true);
    expect(await reelsForStranger()).not.toContain(authorId);
    await stranger.page.goto(url(`/stories/${author}/`));
    await expect(stranger.page.getByText('无法显示此快拍')).toBeVisible();
    await stranger.context.close();
  });
});

test.describe('highlights', () => {
  test('the owner makes a highlight from the archive, renames it and deletes it', async ({ page }) => {
    test.slow();
    await giveConsent(page);
    const username = await signUpFresh(page, 'hl');
    await storyThroughApi(page);
    await page.goto(url(`/${username}/`));

    const row = page.getByRole('region', { name: '精选快拍' });
    await row.getByRole('button', { name: '新建精选快拍' }).click();
    const dialog = page.getByRole('dialog', { name: '新建精选快拍' });
    await expect(dialog).toBeVisible();
    const story = dialog.getByTestId('highlight-archive-item').first();
    await expect(story).toBeVisible();
    await dialog.getByLabel('名称').fill('周末');
    await story.click();
    await expect(story).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByTestId('highlight-cover-option')).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('link', { name: '精选快拍：周末' })).toBeVisible();

    // Rename from its "…" menu.
    await row.getByRole('button', { name: '周末 精选快拍的更多选项' }).click();
    await page.getByRole('button', { name: '编辑精选快拍' }).click();
    const edit = page.getByRole('dialog', { name: '编辑精选快拍' });
    await expect(edit.getByTestId('highlight-archive-item').first()).toHaveAttribute('aria-pressed', 'true');
    await edit.getByLabel('名称').fill('旅行');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('link', { name: '精选快拍：旅行' })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('link', { name: '精选快拍：旅行' })).toBeVisible();

    // Delete behind a confirmation.
    await row.getByRole('button', { name: '旅行 精选快拍的更多选项' }).click();
    await page.getByRole('button', { name: '删除精选快拍' }).click();
    const confirm = page.getByRole('alertdialog', { name: '要删除这个精选快拍吗？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '删除精选快拍' }).click();
    await expect(row.getByRole('link', { name: /^精选快拍：/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: '新建精选快拍' })).toBeVisible();
  });
});
