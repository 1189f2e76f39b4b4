import { axeViolations } from '../support/axe';
import { apiGet, badgeCount, friends, sendText, startThread, threadItems, uniqueMessage } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';
import { postsOf } from '../support/posts';

// The ways into direct messages from elsewhere (docs/behaviour/direct.md#the-messages-badge,
// #message-from-a-profile, #sending-a-post): two people, each in a browser of their own.

test.describe('direct messages from elsewhere', () => {
  test('the Messages badge follows new messages and reads live, without a reload', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'badge');
    await bo.page.goto(url('/'));
    const messages = bo.page.getByTestId('left-nav').locator('[data-nav="messages"]');
    await expect(messages).toHaveAccessibleName('消息');
    await expect(bo.page.getByTestId('messages-badge')).toHaveCount(0);

    const threadId = await startThread(ana.page, [bo.id]);
    await sendText(ana.page, { threadId }, uniqueMessage('你好'));
    await expect(messages).toHaveAccessibleName('消息，1 条未读');
    await expect(bo.page.getByTestId('left-nav').getByTestId('messages-badge')).toHaveText('1');

    // Bo reads it (marks the newest item seen): the badge goes away, still without a reload.
    const items = await apiGet<{ thread: { items: Array<{ item_id: string }> } }>(
      bo.page,
      `/api/v1/direct_v2/threads/${threadId}/`,
    );
    const seen = await apiPost(
      bo.page,
      `/api/v1/direct_v2/threads/${threadId}/items/${items.thread.items[0]!.item_id}/seen/`,
      {},
    );
    expect(seen.ok(), await seen.text()).toBe(true);
    await expect(messages).toHaveAccessibleName('消息');
    await expect(bo.page.getByTestId('messages-badge')).toHaveCount(0);

    // A later message counts again, and a reload starts from the server's count.
    await sendText(ana.page, { threadId }, uniqueMessage('还在吗'));
    await expect(messages).toHaveAccessibleName('消息，1 条未读');
    expect(await badgeCount(bo.page)).toBe(1);
    await bo.page.reload();
    await expect(bo.page.getByTestId('left-nav').locator('[data-nav="messages"]')).toHaveAccessibleName(
      '消息，1 条未读',
    );
    await ana.context.close();
    await bo.context.close();
  });

  test('Message on a profile starts the conversation once, then opens the same one', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'msgbtn');
    await ana.page.goto(url(`/${bo.username}/`));
    const header = ana.page.getByTestId('profile-header');
    await expect(header.getByRole('button', { name: '发消息' })).toBeVisible();
    expect(await axeViolations(ana.page)).toEqual([]);
    await header.getByRole('button', { name: '发消息' }).click();
    await expect(ana.page).toHaveURL(/\/direct\/t\/[^/]+\/$/);
    const threadId = /\/direct\/t\/([^/]+)\//.exec(ana.page.url())![1]!;
    const found = await apiGet<{ thread: { thread_id: string } | null }>(
      ana.page,
      `/api/v1/direct_v2/threads/get_by_participants/?recipient_users=${encodeURIComponent(JSON.stringify([bo.id]))}`,
    );
    expect(found.thread?.thread_id).toBe(threadId);

    await ana.page.goto(url(`/${bo.username}/`));
    await ana.page.getByTestId('profile-header').getByRole('button', { name: '发消息' }).click();
    await expect(ana.page).toHaveURL(url(`/direct/t/${threadId}/`));

    // Not on one's own profile.
    await ana.page.goto(url(`/${ana.username}/`));
    await expect(ana.page.getByTestId('edit-profile')).toBeVisible();
    await expect(ana.page.getByTestId('message-button')).toHaveCount(0);
    await ana.context.close();
    await bo.context.close();
  });

  test('Share sends a post, with a message, to a person picked in "Send to"', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'share');
    const [post] = await postsOf(ana.page, 'demo');
    await ana.page.goto(url(`/p/${post!.code}/`));
    await ana.page.getByRole('button', { name: '分享' }).first().click();
    const dialog = ana.page.getByRole('dialog', { name: '发送给' });
    await expect(dialog).toBeVisible();
    const searched = ana.page.waitForRequest(
      (request) => request.url().includes('/ranked_recipients/') && request.url().includes(`query=${bo.username}`),
    );
    await dialog.getByRole('searchbox').fill(bo.username);
    expect(new URL((await searched).url()).searchParams.get('mode')).toBe('reshare');
    await dialog.getByRole('checkbox', { name: 'E2E Person' }).first().check();
    const message = uniqueMessage('看看这个');
    await dialog.getByRole('textbox', { name: '写一条消息…' }).fill(message);
    expect(await axeViolations(ana.page)).toEqual([]);
    await dialog.getByRole('button', { name: '发送' }).click();
    await expect(ana.page.getByTestId('toast')).toContainText('已发送');
    await expect(dialog).toBeHidden();

    const threadId = await startThread(bo.page, [ana.id]);
    const items = await threadItems(bo.page, threadId);
    expect(items.some((item) => item.item_type === 'media_share')).toBe(true);
    expect(items.some((item) => item.text === message)).toBe(true);
    await ana.context.close();
    await bo.context.close();
  });
});
