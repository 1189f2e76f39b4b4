import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { eventBus, localeStore, sessionStore } from 'shared-contracts';
import { makeTestUser } from 'shared-contracts/testing';
import { navItemsFor } from './nav-items';
import { NavEntry } from './NavEntry';

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });
const messages = navItemsFor(viewer).find((item) => item.id === 'messages')!;
const asked: string[] = [];

function renderMessagesEntry() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NavEntry item={messages} viewer={viewer} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The first count is asked of the server; here it never answers and the pushes decide.
  vi.stubGlobal('fetch', (input: unknown) => {
    asked.push(String(input));
    return new Promise(() => undefined);
  });
  act(() => {
    localeStore.setLocale('zh-CN');
    sessionStore.setSession(viewer, 'token');
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    sessionStore.setSession(null);
    localeStore.setLocale('en');
  });
});

describe('the Messages nav item', () => {
  it('shows no badge at 0, the number below 10 and 9+ above, and its name says the count', async () => {
    renderMessagesEntry();
    // The count's sync loads on first use, then asks the server; pushes count from then on.
    await waitFor(() => expect(asked.some((u) => u.includes('/direct_v2/get_badge_count/'))).toBe(true));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
    act(() => eventBus.emit('direct-badge-changed', { count: 3 }));
    expect(screen.getByTestId('messages-badge').textContent).toBe('3');
    // The name comes from the link's text, not an aria-label that would differ from what is shown.
    expect(screen.getByRole('link', { name: '消息，3 条未读' }).getAttribute('aria-label')).toBeNull();
    act(() => eventBus.emit('direct-badge-changed', { count: 12 }));
    expect(screen.getByTestId('messages-badge').textContent).toBe('9+');
    act(() => localeStore.setLocale('en'));
    expect(screen.getByRole('link', { name: 'Messages, 9+ unread' })).toBeTruthy();
    act(() => eventBus.emit('direct-badge-changed', { count: 0 }));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
