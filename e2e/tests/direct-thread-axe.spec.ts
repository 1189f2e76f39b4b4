import { axeViolations } from '../support/axe';
import { apiGet, directPerson, follow, sendText, startThread, uniqueMessage } from '../support/direct';
import { apiPost, expect, test, url } from '../support/fixtures';

// The thread page passes axe with a reply quote on screen, sent and received
// (docs/behaviour/direct.md#how-messages-show): the quote's label and text sit on a grey that needs
// its own secondary text colour (shared-ui/src/styles/tokens.css).

test.describe('direct thread accessibility', () => {
  test('a thread with reply quotes has no axe violations, in both languages and widths', async ({ browser }) => {
    const ana = await directPerson(browser, 'axqa');
    const bo = await directPerson(browser, 'axqb', { locale: 'en', width: 390 });
    await follow(ana.page, bo.id);
    await follow(bo.page, ana.id);
    const threadId = await startThread(ana.page, [bo.id]);
    const first = uniqueMessage('你好');
    await sendText(ana.page, { threadId }, first);
    const thread = await apiGet<{ thread: { items: Array<{ item_id: string; text?: string }> } }>(
      bo.page,
      `/api/v1/direct_v2/threads/${threadId}/`,
    );
    const quoted = thread.thread.items.find((item) => item.text === first)!;
    const reply = await apiPost(bo.page, '/api/v1/direct_v2/threads/broadcast/text/', {
      thread_ids: JSON.stringify([threadId]),
      text: uniqueMessage('Hi back'),
      replied_to_item_id: quoted.item_id,
      client_context: `e2e-${Date.now().toString(36)}`,
    });
    expect(reply.ok(), await reply.text()).toBe(true);

    for (const person of [ana, bo]) {
      await person.page.goto(url(`/direct/t/${threadId}/`));
      const quote = person.page.getByTestId('message').filter({ hasText: first }).last();
      await expect(quote).toContainText(first);
      await expect(person.page.getByTestId('message')).toHaveCount(2);
      expect(await axeViolations(person.page)).toEqual([]);
    }
    await ana.context.close();
    await bo.context.close();
  });
});
