import { axeViolations } from '../support/axe';
import { apiGet, directPerson, sendText, uniqueMessage } from '../support/direct';
import { expect, test, url } from '../support/fixtures';

// A stranger's first message is a message request (docs/behaviour/direct.md): it waits in
// /direct/requests/, out of the inbox, until the recipient accepts it.

test.describe('message requests', () => {
  test('a stranger’s first message lands in requests, live; accepting moves it to the inbox', async ({ browser }) => {
    const stranger = await directPerson(browser, 'req');
    const me = await directPerson(browser, 'reqme');
    await me.page.goto(url('/direct/requests/'));
    const requests = me.page.getByTestId('direct-requests');
    await expect(requests.getByTestId('requests-empty')).toBeVisible();

    const text = uniqueMessage('你好，我们认识吗');
    await sendText(stranger.page, { userId: me.id }, text);
    const row = requests.getByTestId('request-row').filter({ hasText: stranger.username });
    await expect(row).toBeVisible();
    expect(await axeViolations(me.page)).toEqual([]);

    const inbox = await apiGet<{ inbox: { threads: Array<{ users: Array<{ pk: string }> }> } }>(
      me.page,
      '/api/v1/direct_v2/inbox/',
    );
    expect(inbox.inbox.threads.some((thread) => thread.users.some((user) => user.pk === stranger.id))).toBe(false);

    await row.getByRole('button', { name: '接受', exact: true }).click();
    await expect(me.page.getByTestId('toast')).toContainText('已接受请求');
    await expect(row).toHaveCount(0);
    await me.page.goto(url('/direct/inbox/'));
    await expect(me.page.getByTestId('thread-row').filter({ hasText: 'E2E Person' })).toBeVisible();
    const pending = await apiGet<{ inbox: { threads: unknown[] } }>(me.page, '/api/v1/direct_v2/pending_inbox/');
    expect(pending.inbox.threads).toHaveLength(0);
    await stranger.context.close();
    await me.context.close();
  });
});
