import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { directPerson, type DirectPerson } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';

// A comment's permalink (docs/behaviour/comments.md#permalinks): /p/{code}/c/{comment}/ opens the
// post with that comment shown, scrolled to, focused and highlighted, even when it is older than
// the first page of comments; a notification about it leads there; a deleted one says so.

async function postPhoto(page: Page): Promise<{ id: string; code: string }> {
  return postThroughApi(page, {
    file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
    type: 'image/jpeg',
    width: 640,
    height: 480,
    configure: '/api/v1/media/configure/',
    params: { caption: 'permalink e2e' },
  });
}

/** Comments on a post through the API; answers the new comment's id. */
async function comment(page: Page, mediaId: string, text: string): Promise<string> {
  const response = await apiPost(page, `/api/v1/web/comments/${mediaId}/add/`, { comment_text: text });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).id as string;
}

/** The highlighted comment, checked to be the linked one: first in the list, in view, focused. */
async function expectLinked(page: Page, commentId: string): Promise<Locator> {
  const row = page.locator(`[data-comment-pk="${commentId}"]`);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('comment-list').getByTestId('comment').first()).toHaveAttribute(
    'data-comment-pk',
    commentId,
  );
  await expect(row).toBeInViewport();
  await expect(row).toBeFocused();
  return row;
}

test.describe('comment permalinks', () => {
  let owner: DirectPerson;
  let actor: DirectPerson;

  test.afterEach(async () => {
    await owner?.context.close();
    await actor?.context.close();
  });

  test('open a comment beyond the first page, from the address and from its notification', async ({ browser }) => {
    owner = await directPerson(browser, 'cplo', { locale: 'en' });
    actor = await directPerson(browser, 'cpla', { locale: 'en' });
    const photo = await postPhoto(owner.page);
    const linkedId = await comment(actor.page, photo.id, 'the one the link is about');
    // Fifteen newer comments by the owner (no notifications of their own): the first page is full.
    for (let i = 1; i <= 15; i += 1) await comment(owner.page, photo.id, `newer comment ${i}`);

    await owner.page.goto(url(`/p/${photo.code}/c/${linkedId}/`));
    const row = await expectLinked(owner.page, linkedId);
    await expect(row).toContainText('the one the link is about');
    await expect(owner.page.getByTestId('comment-list').getByTestId('comment')).toHaveCount(16);
    await expect(owner.page.getByTestId('load-more-comments')).toBeVisible();
    // Its time links to the same address.
    await expect(row.locator('time').locator('xpath=..')).toHaveAttribute('href', `/p/${photo.code}/c/${linkedId}/`);
    expect(await axeViolations(owner.page)).toEqual([]);

    // From the notification: the row of the comment opens its permalink.
    await owner.page.goto(url('/'));
    await owner.page.getByTestId('left-nav').locator('[data-nav="notifications"]').click();
    const panel = owner.page.getByTestId('activity-panel');
    await panel.locator('[data-kind="comment"]').getByRole('link').first().click();
    await expect(owner.page).toHaveURL(url(`/p/${photo.code}/c/${linkedId}/`));
    await expectLinked(owner.page, linkedId);
  });

  test('with reduced motion the highlight stays; a deleted comment opens the post with a notice', async ({
    browser,
  }) => {
    owner = await directPerson(browser, 'cpro', { locale: 'en' });
    const photo = await postPhoto(owner.page);
    const id = await comment(owner.page, photo.id, 'a calm highlight');
    await owner.page.emulateMedia({ reducedMotion: 'reduce' });
    await owner.page.goto(url(`/p/${photo.code}/c/${id}/`));
    const row = await expectLinked(owner.page, id);
    // The kit's hover background, with no animation to fade it.
    expect(
      await row.evaluate((node) => [getComputedStyle(node).animationName, getComputedStyle(node).backgroundColor]),
    ).toEqual(['none', 'rgb(242, 242, 242)']);

    expect((await apiPost(owner.page, `/api/v1/web/comments/${photo.id}/delete/${id}/`, {})).ok()).toBe(true);
    await owner.page.goto(url(`/p/${photo.code}/c/${id}/`));
    await expect(owner.page.getByTestId('toast')).toContainText('This comment is no longer available.');
    await expect(owner.page.getByTestId('post-page')).toBeVisible();
    await expect(owner.page.locator('[data-highlighted]')).toHaveCount(0);
  });
});
