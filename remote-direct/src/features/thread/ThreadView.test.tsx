import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import type { DirectItem, DirectThread } from 'shared-contracts';
import { createTestQueryClient, TestProviders, type FakeApi } from 'shared-client/testing';
import { fixtureThread, fixtureUser, VIEWER_ID } from '../inbox/thread.fixture';
import { bindOutbox } from '../composer/outbox';
import { applyRealtimeEvent } from '../realtime/direct-realtime';
import { startThreadScreen } from './thread-test-kit';
import { ThreadView } from './ThreadView';

const THREAD = '/api/v1/direct_v2/threads/t1/';
const SEND_TEXT = '/api/v1/direct_v2/threads/broadcast/text/';

function item(id: string, userId: string, text: string, secondsAgo: number): DirectItem {
  return { item_id: id, user_id: userId, timestamp: (Date.now() - secondsAgo * 1000) * 1000, item_type: 'text', text };
}

function threadWith(
  items: DirectItem[],
  overrides: Partial<DirectThread> = {},
): { thread: DirectThread; status: 'ok' } {
  const base = fixtureThread({ id: 't1', title: 'Ana' });
  return {
    thread: {
      ...base,
      items: [...items].reverse(),
      last_seen_at: { [VIEWER_ID]: { timestamp: Date.now() * 1000, item_id: 'x' } },
      has_older: false,
      oldest_cursor: null,
      ...overrides,
    },
    status: 'ok',
  };
}

function renderThread(client = createTestQueryClient()) {
  // DirectLayout binds the outbox to the cache in the app; the thread is rendered alone here.
  bindOutbox(client);
  return render(
    <TestProviders client={client}>
      <MemoryRouter>
        <ThreadView threadId="t1" />
      </MemoryRouter>
    </TestProviders>,
  );
}

let api: FakeApi;

// Rendering a whole thread with menus takes seconds on a loaded machine; the default 5 s is too tight.
describe('ThreadView', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api = startThreadScreen();
  });
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it('shows the messages, own on the right, with Unsend in the More menu of own messages only and Report of others', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello <b>there</b>', 60), item('b', VIEWER_ID, 'Hi!', 30)]));
    renderThread();
    const messages = await screen.findAllByTestId('message');
    expect(messages).toHaveLength(2);
    // Markup in a message is shown as typed, never interpreted.
    expect(within(messages[0]!).getByText('Hello <b>there</b>')).toBeTruthy();
    expect(messages[1]!.className).toContain('own');

    fireEvent.click(within(messages[0]!).getByRole('button', { name: 'More' }));
    let menu = await screen.findByRole('menu', { name: 'Message actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Reply', 'Forward', 'Copy', 'Report', 'Delete for me']);
    fireEvent.keyDown(menu, { key: 'Escape' });

    fireEvent.click(within(messages[1]!).getByRole('button', { name: 'More' }));
    menu = await screen.findByRole('menu', { name: 'Message actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Reply', 'Forward', 'Copy', 'Unsend', 'Delete for me']);
  });

  it("opens the report dialog for someone else's message", async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Buy now', 60)]));
    renderThread();
    const [message] = await screen.findAllByTestId('message');
    fireEvent.click(within(message!).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { name: 'Message actions' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeTruthy();
  });

  it('links the @mentions of a message to their profiles, but not its hashtags or an email address', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'ask @lin.xiaoyu about #sunset, or me@ana.example', 60)]));
    renderThread();
    const [message] = await screen.findAllByTestId('message');
    const links = within(message!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['@lin.xiaoyu', '/lin.xiaoyu/'],
    ]);
    expect(within(message!).getByText(/ask/).closest('[class*="text"]')?.textContent).toBe(
      'ask @lin.xiaoyu about #sunset, or me@ana.example',
    );
  });

  it('sends on Enter with a client_context, keeps Shift+Enter as a new line, and shows the message at once', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)]));
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST', SEND_TEXT, () => new Promise((resolve) => (answer = resolve)));
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message…' });
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.requests.filter((r) => r.path === SEND_TEXT)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    const outgoing = await screen.findByTestId('outgoing-message');
    expect(within(outgoing).getByText('Sending…')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const sent = api.requests.find((r) => r.path === SEND_TEXT);
    expect(sent?.form.get('text')).toBe('line one');
    expect(sent?.form.get('thread_ids')).toBe('["t1"]');
    const clientContext = sent?.form.get('client_context') ?? '';
    expect(clientContext).toMatch(/^[0-9a-f-]{36}$/);
    answer({
      items: [{ thread_id: 't1', item: { ...item('c', VIEWER_ID, 'line one', 0), client_context: clientContext } }],
      status: 'ok',
    });
    await waitFor(() => expect(screen.queryByTestId('outgoing-message')).toBeNull());
    expect(screen.getAllByTestId('message')).toHaveLength(2);
  });

  it('offers Retry when a send fails, and retries with the same client_context', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)]));
    api.on('POST', SEND_TEXT, { status: 500, body: { error_id: 'internal', message: 'HTTP 500' } });
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message…' });
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText("Didn't send.")).toBeTruthy();
    api.on('POST', SEND_TEXT, (request) => ({
      items: [
        {
          thread_id: 't1',
          item: { ...item('c', VIEWER_ID, 'again', 0), client_context: request.form.get('client_context') },
        },
      ],
      status: 'ok',
    }));
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByTestId('outgoing-message')).toBeNull());
    const sends = api.requests.filter((r) => r.path === SEND_TEXT).map((r) => r.form.get('client_context'));
    expect(sends).toHaveLength(2);
    expect(sends[0]).toBe(sends[1]);
  });

  it('says the conversation could not be found for a thread the viewer is not in', async () => {
    api.on('GET', THREAD, { status: 404, body: { error_id: 'not_found', message: 'Not found' } });
    renderThread();
    expect(await screen.findByText("This conversation couldn't be found.")).toBeTruthy();
  });

  it('stays open when a block arrives live, trading the composer for why nothing can be sent', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)]));
    const client = createTestQueryClient();
    renderThread(client);
    expect(await screen.findByRole('textbox', { name: 'Message…' })).toBeTruthy();
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)], { messaging_blocked: true }));
    applyRealtimeEvent(client, { type: 'direct-thread-changed', threadId: 't1' });
    expect(await screen.findByText("You can't message this account.")).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message…' })).toBeNull();
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('writes group events in zh-CN with no space between a Chinese name and what they did', async () => {
    localeStore.setLocale('zh-CN');
    const event = (id: string, userId: string, action: 'created' | 'added', secondsAgo: number): DirectItem => ({
      ...item(id, userId, '', secondsAgo),
      item_type: 'action_log',
      text: undefined,
      action_log: { action, description: 'English for other clients' },
    });
    api.on(
      'GET',
      THREAD,
      threadWith([event('a', VIEWER_ID, 'created', 90), event('b', '2', 'added', 60)], {
        is_group: true,
        users: [fixtureUser('2', { full_name: '林小雨' })],
      }),
    );
    renderThread();
    expect(await screen.findByText('你创建了群组')).toBeTruthy();
    expect(screen.getByText('林小雨添加了成员')).toBeTruthy();
  });

  it('puts a space between a Latin name and the Chinese event that follows it', async () => {
    localeStore.setLocale('zh-CN');
    api.on(
      'GET',
      THREAD,
      threadWith(
        [
          {
            ...item('a', '2', '', 60),
            item_type: 'action_log',
            text: undefined,
            action_log: { action: 'admin', description: 'English for other clients' },
          },
        ],
        { is_group: true, users: [fixtureUser('2', { full_name: 'Audit One' })] },
      ),
    );
    renderThread();
    expect(await screen.findByText('Audit One 更改了管理员')).toBeTruthy();
  });

  it('shows the composer in Chinese with its accessible name', async () => {
    localeStore.setLocale('zh-CN');
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)]));
    renderThread();
    expect(await screen.findByRole('textbox', { name: '发消息…' })).toBeTruthy();
  });

  it.each(['en', 'zh-CN'] as const)(
    "names the thread as the page's h1, and no button of a message has a name held in another's (%s)",
    async (locale) => {
      localeStore.setLocale(locale);
      const liked = {
        ...item('a', '2', 'Hello', 60),
        reactions: { likes: [{ sender_id: '2', timestamp: 1 }], likes_count: 1, emojis: [] },
      };
      api.on('GET', THREAD, threadWith([liked]));
      renderThread();
      expect(await screen.findByRole('heading', { level: 1, name: 'Ana' })).toBeTruthy();
      const [message] = await screen.findAllByTestId('message');
      // Finding a button by part of its name (as screen readers' search and Playwright do) must
      // never find two: the picker and the reactions summary once shared "React"/"回应".
      const names: string[] = [];
      within(message!).getAllByRole('button', {
        name: (accessibleName) => names.push(accessibleName.toLowerCase()) > 0,
      });
      expect(names).toHaveLength(3);
      for (const name of names) expect(names.filter((other) => other.includes(name))).toEqual([name]);
    },
  );

  it('asks to leave or stay in a group holding someone the viewer blocked, and Stay keeps the thread', async () => {
    api.on(
      'GET',
      THREAD,
      threadWith([item('a', '2', 'Hello', 60)], {
        is_group: true,
        group_warning: { blocked_user_ids: ['2'], restricted_user_ids: [] },
      }),
    );
    renderThread();
    const warning = await screen.findByRole('alertdialog', {
      name: "This group has someone you've blocked or restricted",
    });
    expect(within(warning).getByRole('button', { name: 'Leave group' })).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.some((r) => r.path.endsWith('/leave/'))).toBe(false);
  });

  it('marks the newest message of someone else seen, but only while the page is shown', async () => {
    api.on('GET', THREAD, threadWith([item('a', '2', 'Hello', 60)], { last_seen_at: {} }));
    api.on('POST', '/api/v1/direct_v2/threads/t1/items/a/seen/', { status: 'ok' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderThread();
    await screen.findAllByTestId('message');
    expect(api.requests.some((r) => r.path.endsWith('/seen/'))).toBe(false);
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/v1/direct_v2/threads/t1/items/a/seen/')).toBe(true),
    );
    visibility.mockRestore();
  });

  it('says when disappearing messages are on, and for how long', async () => {
    api.on(
      'GET',
      THREAD,
      threadWith([item('a', '2', 'Hello', 60)], { disappearing_messages: { mode: 'on', ttl_sec: 86400 } }),
    );
    renderThread();
    expect(await screen.findByText('Disappearing messages are on: 24 hours')).toBeTruthy();
  });
});
