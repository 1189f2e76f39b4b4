import { axeViolations } from '../support/axe';
import { badgeCount, directPerson, follow, startThread, uniqueMessage } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';

// Groups (docs/behaviour/direct.md): the creator is the admin; only an admin renames the group and
// adds or removes people; the others see each change live.

test.describe('group conversations', () => {
  test('the admin renames the group and adds and removes people; members see it live', async ({ browser }) => {
    const admin = await directPerson(browser, 'grpa');
    const member = await directPerson(browser, 'grpb');
    const later = await directPerson(browser, 'grpc');
    for (const [who, whom] of [
      [admin, member],
      [member, admin],
      [admin, later],
      [later, admin],
    ] as const)
      await follow(who.page, whom.id);
    const threadId = await startThread(admin.page, [member.id], '周末徒步');

    await member.page.goto(url(`/direct/t/${threadId}/`));
    const memberThread = member.page.getByTestId('direct-thread');
    await expect(memberThread).toContainText('周末徒步');
    // Not an admin: no name field, no member actions.
    await memberThread.getByRole('button', { name: '对话信息' }).click();
    const memberDetails = member.page.getByTestId('thread-details');
    await expect(memberDetails.getByText('成员', { exact: true })).toBeVisible();
    await expect(memberDetails.getByRole('textbox', { name: '群组名称' })).toHaveCount(0);
    const refused = await apiPost(member.page, `/api/v1/direct_v2/threads/${threadId}/update_title/`, { title: 'x' });
    expect(refused.status()).toBe(403);
    await memberThread.getByRole('button', { name: '对话信息' }).click();

    await admin.page.goto(url(`/direct/t/${threadId}/`));
    const adminThread = admin.page.getByTestId('direct-thread');
    await adminThread.getByRole('button', { name: '对话信息' }).click();
    const details = admin.page.getByTestId('thread-details');
    const title = uniqueMessage('山野');
    await details.getByRole('textbox', { name: '群组名称' }).fill(title);
    await details.getByRole('button', { name: '保存' }).click();
    await expect(admin.page.getByTestId('toast')).toContainText('群组名称已更新');
    await expect(memberThread).toContainText(title);
    expect(await axeViolations(admin.page)).toEqual([]);

    // Add someone through the people search, then remove them.
    await details.getByRole('button', { name: '添加成员' }).click();
    await details.getByRole('searchbox', { name: '发给：' }).fill(later.username);
    await details.getByRole('button', { name: new RegExp(later.username) }).click();
    await details.getByRole('button', { name: '添加', exact: true }).click();
    await expect(details.getByText(later.username, { exact: true })).toBeVisible();
    await later.page.goto(url(`/direct/t/${threadId}/`));
    await expect(later.page.getByTestId('direct-thread')).toContainText(title);

    await details.getByRole('button', { name: 'E2E Person 的操作' }).last().click();
    await admin.page.getByRole('menuitem', { name: '从群组中移除' }).click();
    await expect(details.getByText(later.username, { exact: true })).toHaveCount(0);
    // What is sent after the removal never reaches the removed member.
    const after = uniqueMessage('之后');
    await adminThread.getByRole('button', { name: '对话信息' }).click();
    await adminThread.getByRole('textbox', { name: '发消息…' }).fill(after);
    await adminThread.getByRole('textbox', { name: '发消息…' }).press('Enter');
    await expect(member.page.getByTestId('message').filter({ hasText: after })).toBeVisible();
    // The admin sent the newest message: the thread is seen and the badge (left nav) agrees with the server.
    const adminBadge = admin.page.getByTestId('left-nav').getByTestId('messages-badge');
    await expect
      .poll(async () => ((await adminBadge.count()) > 0 ? 1 : 0))
      .toBe(Math.min(await badgeCount(admin.page), 1));
    const read = await later.page.request.get(url(`/api/v1/direct_v2/threads/${threadId}/`));
    expect(read.status() === 404 || !(await read.text()).includes(after)).toBe(true);
    for (const person of [admin, member, later]) await person.context.close();
  });
});
