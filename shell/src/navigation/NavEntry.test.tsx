import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CONTRACT_VERSION } from 'shared-contracts';
import { createValueStore, localeStore } from 'shared-ui';
import { sessionStore, type NavHost, type RemoteNav } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// Stands in for the network: the nav module a remote publishes beside its manifest.
const network = vi.hoisted(() => ({ importNavModule: vi.fn<(url: string) => Promise<unknown>>() }));
vi.mock('./import-nav-module', () => network);

import { remoteRegistry } from '../remotes/remote-registry';
import { navItemsFor } from './nav-items';
import { NavEntry } from './NavEntry';

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });
const messages = navItemsFor(viewer).find((item) => item.id === 'messages')!;

/** The count the contributed badge shows, and what the shell handed the module. */
const unread = createValueStore(0);
const hosts: NavHost[] = [];

/** A remote's nav module contributing the Messages entry's badge, as remote-direct does. */
const directNav = {
  name: 'direct',
  contractVersion: CONTRACT_VERSION,
  entries: [
    {
      item: 'messages',
      badge: (host) => {
        hosts.push(host);
        return unread;
      },
    },
  ],
} satisfies RemoteNav;

function renderMessagesEntry() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NavEntry item={messages} viewer={viewer} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  remoteRegistry.configure({ apiOrigin: '', remotes: [{ name: 'direct', entry: '/remotes/direct/mf-manifest.json' }] });
  network.importNavModule.mockResolvedValue({ default: directNav });
  act(() => {
    unread.setValue(0);
    localeStore.setLocale('zh-CN');
    sessionStore.setSession(viewer, 'token');
  });
});

afterEach(() => {
  cleanup();
  act(() => {
    sessionStore.setSession(null);
    localeStore.setLocale('en');
  });
});

describe('a nav entry a remote contributes to (the Messages badge)', () => {
  it('loads the nav module beside the remote’s manifest once, and hands it the page’s bus, session and API client', async () => {
    renderMessagesEntry();
    await waitFor(() => expect(hosts).toHaveLength(1));
    expect(network.importNavModule).toHaveBeenCalledTimes(1);
    expect(network.importNavModule).toHaveBeenCalledWith(`${window.location.origin}/remotes/direct/nav.js`);
    expect(hosts[0]!.session).toBe(sessionStore);
    cleanup();
    renderMessagesEntry();
    expect(network.importNavModule).toHaveBeenCalledTimes(1);
  });

  it('shows no badge at 0, the number below 10 and 9+ above, and its name says the count', async () => {
    renderMessagesEntry();
    await waitFor(() => expect(hosts.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
    act(() => unread.setValue(3));
    expect(screen.getByTestId('messages-badge').textContent).toBe('3');
    // The name comes from the link's text, not an aria-label that would differ from what is shown.
    expect(screen.getByRole('link', { name: '消息，3 条未读' }).getAttribute('aria-label')).toBeNull();
    act(() => unread.setValue(12));
    expect(screen.getByTestId('messages-badge').textContent).toBe('9+');
    act(() => localeStore.setLocale('en'));
    expect(screen.getByRole('link', { name: 'Messages, 9+ unread' })).toBeTruthy();
    act(() => unread.setValue(0));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
