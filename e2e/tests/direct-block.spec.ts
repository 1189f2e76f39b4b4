import { friends, startThread, uniqueMessage } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';

// A block stops messaging both ways (docs/behaviour/direct.md#blocks).

test.describe('blocking in direct messages', () => {
  test('after a block neither side can send, in the page or through the API', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'blk');
    const threadId = await startThread(ana.page, [bo.id]);
    for (const person of [ana, bo]) {
      await person.page.goto(url(`/direct/t/${threadId}/`));
      await expect(person.page.getByRole('textbox', { name: '发消息…' })).toBeVisible();
    }

    const blocked = await apiPost(ana.page, `/api/v1/friendships/block/${bo.id}/`, {});
    expect(blocked.ok(), await blocked.text()).toBe(true);
    // Both open pages stay on the conversation and lose the composer at once (the socket's
    // direct-thread-changed), saying why.
    for (const person of [ana, bo]) {
      await expect(person.page.getByText('你无法给这个账号发消息。')).toBeVisible();
      await expect(person.page).toHaveURL(url(`/direct/t/${threadId}/`));
      await expect(person.page.getByRole('textbox', { name: '发消息…' })).toHaveCount(0);
    }

    const form = (text: string) => ({
      thread_ids: JSON.stringify([threadId]),
      text,
      client_context: uniqueMessage('ctx').replace(' ', '-'),
    });
    for (const sender of [ana, bo]) {
      const refused = await apiPost(sender.page, '/api/v1/direct_v2/threads/broadcast/text/', form('还在吗'));
      expect(refused.status(), await refused.text()).toBe(403);
    }
    const viaUser = await apiPost(bo.page, '/api/v1/direct_v2/threads/broadcast/text/', {
      recipient_users: JSON.stringify([ana.id]),
      text: '你好',
      client_context: uniqueMessage('ctx').replace(' ', '-'),
    });
    expect(viaUser.status()).toBe(403);

    // The conversation stays in the blocker's inbox; coming back to it offers no composer either.
    await ana.page.goto(url('/direct/inbox/'));
    await expect(ana.page.locator(`a[href$="/direct/t/${threadId}/"]`)).toBeVisible();
    await bo.page.goto(url(`/direct/t/${threadId}/`));
    await expect(bo.page.getByText('你无法给这个账号发消息。')).toBeVisible();
    await expect(bo.page.getByRole('textbox', { name: '发消息…' })).toHaveCount(0);
    await ana.context.close();
    await bo.context.close();
  });
});
