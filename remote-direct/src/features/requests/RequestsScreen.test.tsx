import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import type { DirectThread, Inbox } from 'shared-contracts';
import { createTestQueryClient, installFakeApi, TestProviders, type FakeApi } from 'shared-client/testing';
import { installDialogPolyfill } from 'shared-ui/testing';
import { fixtureThread, fixtureUser } from '../inbox/thread.fixture';
import RequestsScreen from './RequestsScreen';

const PENDING = '/api/v1/direct_v2/pending_inbox/';

function pendingOf(threads: DirectThread[]): Inbox {
  return {
    inbox: {
      threads: threads.map((t) => ({ ...t, pending: true })),
      has_older: false,
      oldest_cursor: null,
      unseen_count: 0,
    },
    viewer: fixtureUser('1', { username: 'demo' }),
    status: 'ok',
  };
}

let api: FakeApi;

function renderScreen() {
  return render(
    <TestProviders client={createTestQueryClient()}>
      <MemoryRouter>
        <RequestsScreen />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('RequestsScreen', () => {
  beforeEach(() => {
    installDialogPolyfill();
    localeStore.setLocale('en');
    sessionStore.setSession(fixtureUser('1', { username: 'demo' }));
    api = installFakeApi();
    api.on('GET', '/api/v1/direct_v2/inbox/', pendingOf([]));
  });
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it("names each request's sender and accepts one into Primary, which leaves the list", async () => {
    const eve = fixtureUser('5', { username: 'eve', full_name: 'Eve' });
    api.on('GET', PENDING, pendingOf([fixtureThread({ id: 'r1', title: 'Eve', users: [eve], text: 'Hello there' })]));
    api.on('POST', '/api/v1/direct_v2/threads/approve_multiple/', { status: 'ok' });
    renderScreen();
    const row = await screen.findByTestId('request-row');
    expect(within(row).getByText('From @eve')).toBeTruthy();
    expect(within(row).getByText('Hello there')).toBeTruthy();
    api.on('GET', PENDING, pendingOf([]));
    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByTestId('request-row')).toBeNull());
    const approve = api.requests.find((r) => r.path.endsWith('/approve_multiple/'));
    expect(approve?.form.get('thread_ids')).toBe('["r1"]');
    expect(approve?.form.get('folder')).toBe('0');
  });

  it('declines all only after confirmation', async () => {
    api.on('GET', PENDING, pendingOf([fixtureThread({ id: 'r1' }), fixtureThread({ id: 'r2' })]));
    api.on('POST', '/api/v1/direct_v2/threads/decline_all/', { status: 'ok' });
    renderScreen();
    await screen.findAllByTestId('request-row');
    fireEvent.click(screen.getByRole('button', { name: 'Decline all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline all requests?' });
    expect(api.requests.some((r) => r.path.endsWith('/decline_all/'))).toBe(false);
    api.on('GET', PENDING, pendingOf([]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline all' }));
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/decline_all/'))).toBe(true));
    expect(await screen.findByText('No message requests')).toBeTruthy();
  });
});
