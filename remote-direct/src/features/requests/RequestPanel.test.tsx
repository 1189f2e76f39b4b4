import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { localeStore } from 'shared-ui';
import type { DirectThread } from 'shared-contracts';
import { createTestQueryClient, TestProviders, type FakeApi } from 'shared-client/testing';
import { fixtureItem, fixtureThread, fixtureUser } from '../inbox/thread.fixture';
import { bindOutbox } from '../composer/outbox';
import { startThreadScreen } from '../thread/thread-test-kit';
import { ThreadView } from '../thread/ThreadView';

// A message request opened by itself answers in the thread (docs/behaviour/direct.md#a-request-opened-by-itself).
const THREAD = '/api/v1/direct_v2/threads/t1/';
const APPROVE = '/api/v1/direct_v2/threads/approve_multiple/';
const DECLINE = '/api/v1/direct_v2/threads/decline_multiple/';

function answer(overrides: Partial<DirectThread> = {}) {
  const base = fixtureThread({
    id: 't1',
    title: 'Ana',
    users: [fixtureUser('2', { username: 'ana', full_name: 'Ana' })],
  });
  return {
    thread: {
      ...base,
      items: [fixtureItem('2', 'Hello there', 1)],
      has_older: false,
      oldest_cursor: null,
      ...overrides,
    },
    status: 'ok',
  };
}

function renderRequest() {
  const client = createTestQueryClient();
  bindOutbox(client);
  return render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={['/direct/t/t1/']}>
        <Routes>
          <Route path="/direct/t/t1/" element={<ThreadView threadId="t1" />} />
          <Route path="/direct/requests/" element={<p>requests page</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

let api: FakeApi;

describe('a request opened by itself', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api = startThreadScreen();
  });
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it('offers Block, Delete and Accept instead of the composer; Accept into General moves it there', async () => {
    api.on('GET', THREAD, answer({ pending: true }));
    api.on('POST', APPROVE, { status: 'ok' });
    renderRequest();
    const panel = await screen.findByTestId('request-panel');
    expect(within(panel).getByText('@ana')).toBeTruthy();
    expect(
      within(panel).getByText("They won't know you've seen their messages until you accept the request."),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message…' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Accept options' }));
    api.on('GET', THREAD, answer({ pending: false, folder: 1 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Accept into General' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === APPROVE)).toBe(true));
    const approve = api.requests.find((r) => r.path === APPROVE)!;
    expect(approve.form.get('thread_ids')).toBe('["t1"]');
    expect(approve.form.get('folder')).toBe('1');
    // Accepted, the thread reads itself again and the composer takes the panel's place.
    expect(await screen.findByRole('textbox', { name: 'Message…' })).toBeTruthy();
    expect(screen.queryByTestId('request-panel')).toBeNull();
  });

  it('Accept puts it into Primary', async () => {
    api.on('GET', THREAD, answer({ pending: true }));
    api.on('POST', APPROVE, { status: 'ok' });
    renderRequest();
    const panel = await screen.findByTestId('request-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.requests.find((r) => r.path === APPROVE)?.form.get('folder')).toBe('0'));
  });

  it('Delete asks first, declines the request and goes back to the requests', async () => {
    api.on('GET', THREAD, answer({ pending: true }));
    api.on('POST', DECLINE, { status: 'ok' });
    renderRequest();
    fireEvent.click(within(await screen.findByTestId('request-panel')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this request?' });
    expect(api.requests.some((r) => r.path === DECLINE)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('requests page')).toBeTruthy();
    expect(api.requests.find((r) => r.path === DECLINE)?.form.get('thread_ids')).toBe('["t1"]');
  });

  it('Block asks first, blocks the sender and takes the request out of the requests', async () => {
    api.on('GET', THREAD, answer({ pending: true }));
    api.on('POST', /\/friendships\/block\/2\/$/, { status: 'ok', friendship_status: { blocking: true } });
    api.on('POST', DECLINE, { status: 'ok' });
    renderRequest();
    fireEvent.click(within(await screen.findByTestId('request-panel')).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block ana?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('requests page')).toBeTruthy();
    expect(api.requests.some((r) => /\/friendships\/block\/2\/$/.test(r.path))).toBe(true);
    expect(api.requests.some((r) => r.path === DECLINE)).toBe(true);
  });

  it('speaks from the receiver’s side in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    api.on('GET', THREAD, answer({ pending: true }));
    renderRequest();
    const panel = await screen.findByTestId('request-panel');
    expect(within(panel).getByText('在你接受请求之前，对方不会知道你已看过这些消息。')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '接受' })).toBeTruthy();
  });

  it('a group request shows its name and members, without Block; with nobody else left, those who were', async () => {
    const bo = fixtureUser('3', { username: 'bo', full_name: 'Bo' });
    const cy = fixtureUser('4', { username: 'cy', full_name: 'Cy' });
    api.on('GET', THREAD, answer({ pending: true, is_group: true, thread_title: 'Trip', users: [bo, cy] }));
    renderRequest();
    const panel = await screen.findByTestId('request-panel');
    expect(within(panel).getByText('Trip')).toBeTruthy();
    expect(within(panel).getByText('3 members · Bo, Cy')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Block' })).toBeNull();
    cleanup();

    api.on('GET', THREAD, answer({ pending: true, is_group: true, thread_title: '', users: [], left_users: [bo, cy] }));
    renderRequest();
    expect(await screen.findByRole('heading', { name: 'Bo, Cy', level: 1 })).toBeTruthy();
    expect(document.querySelectorAll('[data-testid="direct-thread"] header img')).toHaveLength(2);
  });
});
