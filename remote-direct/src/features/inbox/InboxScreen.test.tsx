import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, fetchInbox, localeStore, sessionStore, type DirectThread, type Inbox } from 'shared-contracts';
import type * as SharedContracts from 'shared-contracts';
import InboxScreen from './InboxScreen';
import { fixtureThread, fixtureUser } from './thread.fixture';

vi.mock('shared-contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedContracts>();
  return { ...actual, fetchInbox: vi.fn() };
});

const fetchInboxMock = vi.mocked(fetchInbox);

function inboxOf(threads: DirectThread[]): Inbox {
  return {
    inbox: { threads, has_older: false, oldest_cursor: null, unseen_count: 0 },
    viewer: fixtureUser('1', { username: 'demo' }),
    status: 'ok',
  };
}

describe('InboxScreen', () => {
  beforeEach(() => {
    localeStore.setLocale('en');
    sessionStore.setSession({ ...fixtureUser('1', { username: 'demo' }) });
    fetchInboxMock.mockReset();
  });
  afterEach(cleanup);

  it('shows loading rows, then the threads, the viewer and the page title', async () => {
    fetchInboxMock.mockResolvedValue(
      inboxOf([fixtureThread({ id: 'a', title: 'Ana' }), fixtureThread({ id: 'b', title: 'Ben' })]),
    );
    render(<InboxScreen />);
    expect(screen.getByRole('status', { name: 'Loading messages…' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByTestId('thread-row')).toHaveLength(2);
    expect(screen.getByText('demo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your messages' })).toBeTruthy();
    expect(document.title).toBe('Inbox • Direct');
  });

  it('says the inbox failed to load and loads it again on Retry', async () => {
    fetchInboxMock.mockRejectedValueOnce(new ApiError(500, 'internal', 'HTTP 500'));
    fetchInboxMock.mockResolvedValueOnce(inboxOf([fixtureThread({ title: 'Ana' })]));
    render(<InboxScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The inbox couldn't be loaded.");
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchInboxMock).toHaveBeenCalledTimes(2);
  });

  it('shows the failure in Chinese in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    fetchInboxMock.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    render(<InboxScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('无法加载收件箱。');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('says so when there are no conversations', async () => {
    fetchInboxMock.mockResolvedValue(inboxOf([]));
    render(<InboxScreen />);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
  });

  it('aborts the request when the screen goes away', () => {
    fetchInboxMock.mockReturnValue(new Promise(() => {}));
    const { unmount } = render(<InboxScreen />);
    const signal = fetchInboxMock.mock.calls[0]?.[0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
