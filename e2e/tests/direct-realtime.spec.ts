import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { friends, startThread, threadItems, uniqueMessage } from '../support/direct';
import { expect, test, url } from '../support/fixtures';

// Two people in one conversation, each in a browser of their own, both pages open at once: what
// one does reaches the other through the socket, without a reload (docs/behaviour/direct.md).

async function openThread(page: Page, threadId: string) {
  await page.goto(url(`/direct/t/${threadId}/`));
  const thread = page.getByTestId('direct-thread');
  await expect(thread.getByRole('textbox', { name: '发消息…' })).toBeVisible();
  return thread;
}

const messageWith = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test.describe('a conversation in real time', () => {
  test('messages and typing go both ways live; reactions and unsend reach the other side', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'rt');
    const threadId = await startThread(ana.page, [bo.id]);
    const anaThread = await openThread(ana.page, threadId);
    const boThread = await openThread(bo.page, threadId);

    // Typing shows on the other side while Ana writes.
    const hello = uniqueMessage('你好');
    await anaThread.getByRole('textbox', { name: '发消息…' }).pressSequentially(hello.slice(0, 4));
    await expect(boThread.getByText('正在输入…')).toBeVisible();
    await anaThread.getByRole('textbox', { name: '发消息…' }).fill(hello);
    await anaThread.getByRole('textbox', { name: '发消息…' }).press('Enter');
    await expect(messageWith(bo.page, hello)).toBeVisible();
    await expect(boThread.getByText('正在输入…')).toBeHidden();

    // And back.
    const reply = uniqueMessage('收到');
    await boThread.getByRole('textbox', { name: '发消息…' }).fill(reply);
    await boThread.getByRole('textbox', { name: '发消息…' }).press('Enter');
    await expect(messageWith(ana.page, reply)).toBeVisible();
    expect(await axeViolations(ana.page)).toEqual([]);

    // Bo likes Ana's message from the reaction picker; Ana sees the heart and who sent it.
    await messageWith(bo.page, hello).hover();
    await messageWith(bo.page, hello).getByRole('button', { name: '添加回应' }).click();
    await bo.page.getByRole('menuitem', { name: '❤️' }).click();
    // The reactions summary, a button named apart from the picker's, shows the heart.
    const reactions = messageWith(ana.page, hello).getByRole('button', { name: '查看谁回应了' });
    await expect(reactions).toContainText('❤️');
    await reactions.click();
    await expect(ana.page.getByRole('dialog', { name: '回应' })).toContainText('E2E Person');
    await ana.page.keyboard.press('Escape');

    // Ana unsends it: gone for both.
    await messageWith(ana.page, hello).hover();
    await messageWith(ana.page, hello).getByRole('button', { name: '更多' }).click();
    await ana.page.getByRole('menuitem', { name: '撤回' }).click();
    const confirm = ana.page.getByRole('alertdialog', { name: '撤回这条消息？' });
    await confirm.getByRole('button', { name: '撤回' }).click();
    await expect(messageWith(ana.page, hello)).toHaveCount(0);
    await expect(messageWith(bo.page, hello)).toHaveCount(0);
    await expect(messageWith(bo.page, reply)).toBeVisible();

    // Unsend is offered only on one's own messages.
    await messageWith(ana.page, reply).hover();
    await messageWith(ana.page, reply).getByRole('button', { name: '更多' }).click();
    await expect(ana.page.getByRole('menuitem', { name: '回复' })).toBeVisible();
    await expect(ana.page.getByRole('menuitem', { name: '撤回' })).toHaveCount(0);
    await ana.page.keyboard.press('Escape');
    await ana.context.close();
    await bo.context.close();
  });

  test('a message written offline shows Sending… and goes out when the connection returns', async ({ browser }) => {
    const [ana, bo] = await friends(browser, 'off');
    const threadId = await startThread(ana.page, [bo.id]);
    const anaThread = await openThread(ana.page, threadId);
    await openThread(bo.page, threadId);

    await ana.context.setOffline(true);
    const text = uniqueMessage('离线');
    await anaThread.getByRole('textbox', { name: '发消息…' }).fill(text);
    await anaThread.getByRole('textbox', { name: '发消息…' }).press('Enter');
    const outgoing = ana.page.getByTestId('outgoing-message').filter({ hasText: text });
    await expect(outgoing).toContainText('正在发送…');
    await expect(messageWith(bo.page, text)).toHaveCount(0);

    await ana.context.setOffline(false);
    await expect(messageWith(bo.page, text)).toBeVisible({ timeout: 20_000 });
    await expect(outgoing).toHaveCount(0);
    await expect(messageWith(ana.page, text)).toHaveCount(1);
    // Stored once, whatever the retries.
    expect((await threadItems(bo.page, threadId)).filter((item) => item.text === text)).toHaveLength(1);
    await ana.context.close();
    await bo.context.close();
  });
});
