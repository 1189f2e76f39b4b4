import { axeViolations } from '../support/axe';
import { apiGet, directPerson, sendText, startThread, uniqueMessage } from '../support/direct';
import { expect, test, url } from '../support/fixtures';

// A message request opened by itself is answered in its thread: Block, Delete, Accept into
// Primary or General; the notice speaks to the receiver; a group request shows its name and
// members (docs/behaviour/direct.md#a-request-opened-by-itself).

type BlockedList = { users: Array<{ username: string }> };

test.describe('a message request opened by itself', () => {
  test('zh-CN at 1280: accepted into General from the thread, which then gets its composer', async ({ browser }) => {
    const stranger = await directPerson(browser, 'rqts');
    const me = await directPerson(browser, 'rqtm');
    const text = uniqueMessage('你好，在吗');
    await sendText(stranger.page, { userId: me.id }, text);
    const pending = await apiGet<{ inbox: { threads: Array<{ thread_id: string }> } }>(
      me.page,
      '/api/v1/direct_v2/pending_inbox/',
    );
    const threadId = pending.inbox.threads[0]!.thread_id;

    await me.page.goto(url(`/direct/t/${threadId}/`));
    const panel = me.page.getByTestId('request-panel');
    await expect(panel).toContainText('在你接受请求之前，对方不会知道你已看过这些消息。');
    await expect(panel).toContainText(`@${stranger.username}`);
    await expect(panel.getByRole('button', { name: '屏蔽', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: '删除', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: '接受', exact: true })).toBeVisible();
    await expect(me.page.getByRole('textbox', { name: '发消息…' })).toHaveCount(0);
    expect(await axeViolations(me.page)).toEqual([]);

    await panel.getByRole('button', { name: '接受选项' }).click();
    await me.page.getByRole('menuitem', { name: '接受到“一般”' }).click();
    await expect(me.page.getByTestId('toast')).toContainText('已接受请求');
    await expect(me.page.getByRole('textbox', { name: '发消息…' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    const general = await apiGet<{ inbox: { threads: Array<{ thread_id: string }> } }>(
      me.page,
      '/api/v1/direct_v2/inbox/?folder=1',
    );
    expect(general.inbox.threads.map((thread) => thread.thread_id)).toContain(threadId);
    expect(await axeViolations(me.page)).toEqual([]);
    await stranger.context.close();
    await me.context.close();
  });

  test('English at 390: a group request shows its members and name; Delete and Block', async ({ browser }) => {
    const me = await directPerson(browser, 'rqpm', { locale: 'en', width: 390 });
    const [ana, bo, cy] = [
      await directPerson(browser, 'rqpa'),
      await directPerson(browser, 'rqpb'),
      await directPerson(browser, 'rqpc'),
    ];
    const groupId = await startThread(ana.page, [bo.id, me.id], 'Weekend hike');
    await sendText(ana.page, { threadId: groupId }, uniqueMessage('Who is in?'));
    await me.page.goto(url(`/direct/t/${groupId}/`));
    const thread = me.page.getByTestId('direct-thread');
    await expect(thread.getByRole('heading', { level: 1, name: 'Weekend hike' })).toBeVisible();
    const panel = me.page.getByTestId('request-panel');
    await expect(panel).toContainText('Weekend hike');
    await expect(panel).toContainText('3 members · E2E Person, E2E Person');
    await expect(panel.locator('img')).toHaveCount(2);
    await expect(panel).toContainText("They won't know you've seen their messages until you accept the request.");
    expect(await axeViolations(me.page)).toEqual([]);

    // Delete asks first, then the request leaves the requests.
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmDelete = me.page.getByRole('alertdialog', { name: 'Delete this request?' });
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(me.page).toHaveURL(url('/direct/requests/'));
    await expect(me.page.getByTestId('toast')).toContainText('Request deleted');
    await expect(me.page.getByTestId('request-row')).toHaveCount(0);

    // Block, from a one-to-one request: the sender is blocked and the request is gone.
    await sendText(cy.page, { userId: me.id }, uniqueMessage('Hi from Cy'));
    const pending = await apiGet<{ inbox: { threads: Array<{ thread_id: string }> } }>(
      me.page,
      '/api/v1/direct_v2/pending_inbox/',
    );
    await me.page.goto(url(`/direct/t/${pending.inbox.threads[0]!.thread_id}/`));
    await panel.getByRole('button', { name: 'Block', exact: true }).click();
    const confirmBlock = me.page.getByRole('alertdialog', { name: `Block ${cy.username}?` });
    await confirmBlock.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(me.page).toHaveURL(url('/direct/requests/'));
    await expect(me.page.getByTestId('toast')).toContainText(`${cy.username} is blocked`);
    await expect(me.page.getByTestId('request-row')).toHaveCount(0);
    const blocked = await apiGet<BlockedList>(me.page, '/api/v1/users/blocked_list/');
    expect(blocked.users.map((user) => user.username)).toContain(cy.username);
    for (const person of [me, ana, bo, cy]) await person.context.close();
  });
});
