import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { DirectThread, Inbox } from 'shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, seedFirstScreenData } from 'shared-client/queries';
import { createTestQueryClient, installFakeApi, TestProviders, type FakeApi } from 'shared-client/testing';
import InboxScreen from './InboxScreen';
import { fixtureThread, fixtureUser } from './thread.fixture';

const INBOX = '/api/v1/direct_v2/inbox/';
const FAILURE = { status: 500, body: { error_id: 'internal', message: 'HTTP 500' } };

function inboxOf(threads: DirectThread[]): Inbox {
  return {
    inbox: { threads, has_older: false, oldest_cursor: null, unseen_count: 0 },
    viewer: fixtureUser('1', { username: 'demo' }),
    status: 'ok',
  };
}

function renderScreen(client: QueryClient = createTestQueryClient()) {
  return render(
    <TestProviders client={client}>
      <MemoryRouter>
        <InboxScreen />
      </MemoryRouter>
    </TestProviders>,
  );
}

let api: FakeApi;

describe('InboxScreen', () => {
  beforeEach(() => {
    localeStore.setLocale('en');
    sessionStore.setSession({ ...fixtureUser('1', { username: 'demo' }) });
    api = installFakeApi();
  });
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it('shows loading rows, then the threads, the viewer and the page title', async () => {
    api.on('GET', INBOX, inboxOf([fixtureThread({ id: 'a', title: 'Ana' }), fixtureThread({ id: 'b', title: 'Ben' })]));
    renderScreen();
    expect(screen.getByRole('status', { name: 'Loading messages…' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByTestId('thread-row')).toHaveLength(2);
    expect(screen.getByText('demo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your messages' })).toBeTruthy();
    expect(document.title).toBe('Inbox • Direct');
    expect(api.requests[0]?.query.get('persistentBadging')).toBe('true');
  });

  it('draws the threads the page came with on its first render, without asking for them', async () => {
    api.on('GET', INBOX, FAILURE);
    // The page's client (its freshness keeps the seeded data from being asked for again at once).
    const client = createQueryClient();
    seedFirstScreenData(client, { route: 'inbox', inbox: inboxOf([fixtureThread({ id: 'a', title: 'Ana' })]) });
    renderScreen(client);
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByTestId('thread-row')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Inbox • Direct'));
    expect(api.requests.filter((request) => request.path === INBOX)).toEqual([]);
  });

  it('says the inbox failed to load and loads it again on Retry, showing the loading rows meanwhile', async () => {
    api.on('GET', INBOX, FAILURE);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The inbox couldn't be loaded.");
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    let answer: (inbox: Inbox) => void = () => undefined;
    api.on('GET', INBOX, () => new Promise<Inbox>((resolve) => (answer = resolve)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Loading messages…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    answer(inboxOf([fixtureThread({ title: 'Ana' })]));
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(api.requests).toHaveLength(2);
  });

  it('shows the failure in Chinese in zh-CN', async () => {
    localeStore.setLocale('zh-CN');
    api.on('GET', INBOX, FAILURE);
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('无法加载收件箱。');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('says so when there are no conversations', async () => {
    api.on('GET', INBOX, inboxOf([]));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByText('Messages you send and receive will show up here.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
  });

  it('aborts the request when the screen goes away', async () => {
    api.on('GET', INBOX, () => new Promise(() => {}));
    const { unmount } = renderScreen();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const signal = api.requests[0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('links each row to its thread, shows the requests count and lists another folder on demand', async () => {
    api.on('GET', INBOX, (request) =>
      request.query.get('folder') === '1'
        ? inboxOf([fixtureThread({ id: 'g', title: 'Gina' })])
        : { ...inboxOf([fixtureThread({ id: 'a', title: 'Ana' })]), pending_requests_total: 2 },
    );
    renderScreen();
    const link = await screen.findByRole('link', { name: /Ana/ });
    expect(link.getAttribute('href')).toBe('/direct/t/a/');
    expect(screen.getByRole('link', { name: 'Requests (2)' }).getAttribute('href')).toBe('/direct/requests/');
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect((await screen.findByRole('link', { name: /Gina/ })).getAttribute('href')).toBe('/direct/t/g/');
    expect(screen.getByRole('button', { name: 'General' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Primary' }));
  });
});
