import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { apiGet, directPerson, follow, type DirectPerson } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';
import { postThroughApi } from '../support/uploads';
import { IMAGES } from './create-helpers';

// Notifications (docs/behaviour/activity.md#the-screens): one person acts in their own browser,
// the other sees the badge rise and the row arrive without reloading, on the panel (desktop) and
// the page (phone).

/** A photo of the person's own, posted through the API. */
async function postPhoto(page: Page): Promise<{ id: string; code: string }> {
  return postThroughApi(page, {
    file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
    type: 'image/jpeg',
    width: 640,
    height: 480,
    configure: '/api/v1/media/configure/',
    params: { caption: 'activity e2e' },
  });
}

async function like(page: Page, mediaId: string): Promise<void> {
  expect((await apiPost(page, `/api/v1/web/likes/${mediaId}/like/`, {})).ok()).toBe(true);
}

async function comment(page: Page, mediaId: string, text: string): Promise<void> {
  expect((await apiPost(page, `/api/v1/web/comments/${mediaId}/add/`, { comment_text: text })).ok()).toBe(true);
}

const leftNav = (page: Page) => page.getByTestId('left-nav');

test.describe('notifications', () => {
  let owner: DirectPerson;
  let actor: DirectPerson;

  test.afterEach(async () => {
    await owner?.context.close();
    await actor?.context.close();
  });

  test('the badge rises live, the panel shows the rows and clears it, Escape gives focus back', async ({ browser }) => {
    owner = await directPerson(browser, 'acto', { locale: 'en' });
    actor = await directPerson(browser, 'acta', { locale: 'en' });
    const photo = await postPhoto(owner.page);
    await owner.page.goto(url('/'));
    const entry = leftNav(owner.page).locator('[data-nav="notifications"]');
    await expect(entry).toBeVisible();
    await expect(leftNav(owner.page).getByTestId('notifications-badge')).toHaveCount(0);

    await follow(actor.page, owner.id);
    await like(actor.page, photo.id);
    await expect(leftNav(owner.page).getByTestId('notifications-badge')).toHaveText('2');
    await expect(entry).toHaveAccessibleName('Notifications, 2 unread');

    await entry.focus();
    await owner.page.keyboard.press('Enter');
    const panel = owner.page.getByTestId('activity-panel');
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
    await expect(panel.getByTestId('activity-row')).toHaveCount(2);
    await expect(panel.getByTestId('activity-row').first()).toContainText(`${actor.username} liked your post.`);
    await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(panel.locator('[data-kind="follow"]')).toContainText(`${actor.username} started following you.`);
    await expect(panel.locator('[data-kind="follow"]').getByTestId('activity-follow-button')).toBeVisible();
    await expect(leftNav(owner.page).getByTestId('notifications-badge')).toHaveCount(0);
    expect(await axeViolations(owner.page)).toEqual([]);

    // A new comment while the panel is open comes in without a reload, and is seen at once.
    await comment(actor.page, photo.id, 'lovely light');
    await expect(panel.locator('[data-kind="comment"]')).toContainText('commented on your post: lovely light');
    await expect(leftNav(owner.page).getByTestId('notifications-badge')).toHaveCount(0);

    await owner.page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(entry).toBeFocused();

    // Seen in another tab of the same browser too: the server's count is 0.
    expect((await apiGet<{ unread_count: number }>(owner.page, '/api/v1/activity/badge/')).unread_count).toBe(0);

    // A row leads to its post, closing the panel.
    await entry.click();
    await panel.locator('[data-kind="like"]').getByRole('link').first().click();
    await expect(owner.page).toHaveURL(url(`/p/${photo.code}/`));
    await expect(panel).toHaveCount(0);
  });

  test('a story reply leads to its conversation, and a mention in a comment is a link to the profile', async ({
    browser,
  }) => {
    owner = await directPerson(browser, 'acts', { locale: 'en' });
    actor = await directPerson(browser, 'actm', { locale: 'en' });
    const story = await postThroughApi(owner.page, {
      file: path.join(IMAGES, 'camera', 'Nikon_D70.jpg'),
      type: 'image/jpeg',
      width: 640,
      height: 480,
      configure: '/api/v1/media/configure_to_story/',
      params: { audience: 'everyone' },
    });
    const photo = await postPhoto(owner.page);
    await owner.page.goto(url('/'));
    const reply = await apiPost(actor.page, '/api/v1/direct_v2/threads/broadcast/reel_share/', {
      recipient_users: JSON.stringify([owner.id]),
      client_context: `e2e-story-reply-${Date.now()}`,
      media_id: story.id,
      text: 'what a view',
    });
    expect(reply.ok()).toBe(true);
    await comment(actor.page, photo.id, `shot with @${owner.username} today`);
    await expect(leftNav(owner.page).getByTestId('notifications-badge')).toHaveText('2');

    await leftNav(owner.page).locator('[data-nav="notifications"]').click();
    const panel = owner.page.getByTestId('activity-panel');
    const storyReply = panel.locator('[data-kind="story_reply"]');
    await expect(storyReply).toContainText(`${actor.username} replied to your story: what a view`);
    await storyReply.getByRole('link').first().click();
    await expect(owner.page).toHaveURL(/\/direct\/t\/\d+\/$/);
    await expect(owner.page.getByTestId('message').filter({ hasText: 'what a view' })).toBeVisible();

    await owner.page.goto(url(`/p/${photo.code}/`));
    const mention = owner.page.getByRole('link', { name: `@${owner.username}`, exact: true });
    await expect(mention).toHaveAttribute('href', `/${owner.username}/`);
  });

  test('on a phone the heart leads to the page, where a follow request is confirmed', async ({ browser }) => {
    owner = await directPerson(browser, 'actp', { locale: 'zh-CN', width: 390 });
    actor = await directPerson(browser, 'actr');
    expect((await apiPost(owner.page, '/api/v1/web/accounts/edit/', { is_private: 'true' })).ok()).toBe(true);
    await owner.page.goto(url('/'));
    const heart = owner.page.getByTestId('mobile-home-header').locator('[data-nav="notifications"]');
    await expect(heart).toBeVisible();

    await follow(actor.page, owner.id);
    await expect(heart.getByTestId('notifications-badge')).toHaveText('1');
    await heart.click();
    await expect(owner.page).toHaveURL(url('/accounts/activity/'));
    await expect(owner.page).toHaveTitle('通知 • Lumen');
    const request = owner.page.locator('[data-kind="follow_request"]');
    await expect(request).toContainText(`${actor.username} 请求关注你。`);
    expect(await axeViolations(owner.page)).toEqual([]);
    await request.getByRole('button', { name: '确认' }).click();
    await expect(owner.page.locator('[data-kind="follow"]')).toContainText(`${actor.username} 开始关注你了。`);

    await owner.page.goto(url('/'));
    await expect(heart).toBeVisible();
    await expect(heart.getByTestId('notifications-badge')).toHaveCount(0);
  });

  test('the settings turn a kind off and pause all, and both persist after a reload', async ({ browser }) => {
    owner = await directPerson(browser, 'acts', { locale: 'en' });
    await owner.page.goto(url('/accounts/notifications/'));
    const likes = owner.page.getByRole('switch', { name: 'Likes of your posts' });
    await expect(likes).toBeChecked();
    await likes.click();
    await expect(likes).not.toBeChecked();
    await owner.page.getByRole('button', { name: '1 hour' }).click();
    await expect(owner.page.getByTestId('notifications-paused-until')).toContainText('Paused until');
    expect(await axeViolations(owner.page)).toEqual([]);

    await owner.page.reload();
    await expect(owner.page.getByRole('switch', { name: 'Likes of your posts' })).not.toBeChecked();
    await expect(owner.page.getByRole('switch', { name: 'New followers' })).toBeChecked();
    await expect(owner.page.getByTestId('notifications-paused-until')).toContainText('Paused until');
    await owner.page.getByRole('button', { name: 'Resume' }).click();
    await expect(owner.page.getByRole('button', { name: '15 min' })).toBeVisible();
  });
});
