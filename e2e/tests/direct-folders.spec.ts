import { directPerson, follow, startThread, userId } from '../support/direct';
import { expect, giveConsent, logIn, test, url } from '../support/fixtures';

// Folders (docs/behaviour/direct.md#folders): a professional account has Partnerships as a third
// folder and moves a thread there from its details; the server refuses the move to anyone else.

test.describe('direct folders', () => {
  test('a professional account moves a thread to Partnerships and finds it under that tab', async ({
    browser,
    page,
  }) => {
    const other = await directPerson(browser, 'fold');
    // The other person follows huang.min, so the thread is no request for them.
    await follow(other.page, await userId(other.page, 'huang.min'));
    await giveConsent(page);
    // huang.min is a seeded professional (creator) account.
    await logIn(page, 'huang.min', 'demo1234');
    const threadId = await startThread(page, [other.id]);

    await page.goto(url(`/direct/t/${threadId}/`));
    const thread = page.getByTestId('direct-thread');
    await thread.getByRole('button', { name: '对话信息' }).click();
    const folder = page.getByTestId('thread-details').getByRole('group', { name: '文件夹' });
    await folder.getByRole('button', { name: '移到“合作”' }).click();
    await expect(page.getByTestId('toast')).toContainText('已移动对话');

    await page.goto(url('/direct/inbox/'));
    const inbox = page.getByTestId('direct-inbox');
    await expect(inbox.getByTestId('thread-row').filter({ hasText: 'E2E Person' })).toHaveCount(0);
    await inbox.getByRole('button', { name: '合作', exact: true }).click();
    await expect(inbox.getByTestId('thread-row').filter({ hasText: 'E2E Person' })).toBeVisible();

    // A personal account has no Partnerships to offer, and the server refuses the move.
    await other.page.goto(url(`/direct/t/${threadId}/`));
    await other.page.getByTestId('direct-thread').getByRole('button', { name: '对话信息' }).click();
    const otherFolder = other.page.getByTestId('thread-details').getByRole('group', { name: '文件夹' });
    await expect(otherFolder.getByRole('button', { name: '移到“一般”' })).toBeVisible();
    await expect(otherFolder.getByRole('button', { name: '移到“合作”' })).toHaveCount(0);
    await other.context.close();
  });
});
