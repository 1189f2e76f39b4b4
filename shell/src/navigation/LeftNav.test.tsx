import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { profileKeys } from 'shared-client/queries';
import { makeTestUser } from 'shared-client/testing';
import { LeftNav } from './LeftNav';

// The panel's content is remote-search's; here a stand-in that can close itself.
vi.mock('./NavPanelHost', () => ({
  NavPanelHost: ({ panel, onClose }: { panel: string; onClose: () => void }) => (
    <button type="button" data-testid={`${panel}-panel`} onClick={onClose}>
      close panel
    </button>
  ),
}));

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });

function renderNav(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <LeftNav viewer={viewer} onLogout={() => undefined} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const searchEntry = () => screen.getByRole('button', { name: 'Search' });

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  act(() => {
    localeStore.setLocale('en');
    sessionStore.setSession(viewer, 'token');
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => sessionStore.setSession(null));
});

describe('the search panel of the left nav', () => {
  it('opens from Search without leaving the page, and Search again closes it', () => {
    const router = renderNav();
    expect(searchEntry().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(searchEntry());
    expect(screen.getByTestId('search-panel')).toBeTruthy();
    expect(searchEntry().getAttribute('aria-expanded')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(searchEntry());
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('closes when the page changes, and its own close gives focus back to Search', async () => {
    const router = renderNav();
    fireEvent.click(searchEntry());
    await act(() => router.navigate('/lin.xiaoyu/'));
    expect(screen.queryByTestId('search-panel')).toBeNull();
    fireEvent.click(searchEntry());
    fireEvent.click(screen.getByTestId('search-panel'));
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect(document.activeElement).toBe(searchEntry());
  });

  it('leads to Explore', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/explore/');
  });
});

describe('the notifications panel of the left nav (docs/behaviour/activity.md#the-screens)', () => {
  const notifications = () => screen.getByRole('button', { name: 'Notifications' });

  it('opens from Notifications in place of the search panel, one panel at a time', () => {
    const router = renderNav();
    fireEvent.click(searchEntry());
    fireEvent.click(notifications());
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect(screen.getByTestId('notifications-panel')).toBeTruthy();
    expect(notifications().getAttribute('aria-expanded')).toBe('true');
    expect(searchEntry().getAttribute('aria-expanded')).toBe('false');
    expect(router.state.location.pathname).toBe('/');
  });

  it('gives focus back to Notifications when it closes itself', () => {
    renderNav();
    fireEvent.click(notifications());
    fireEvent.click(screen.getByTestId('notifications-panel'));
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
    expect(document.activeElement).toBe(notifications());
  });
});

describe('the Reels entry of the left nav (docs/behaviour/shell-chrome.md#reels)', () => {
  it('leads to the reels tab, right after Explore', () => {
    renderNav();
    const reels = screen.getByRole('link', { name: 'Reels' });
    expect(reels.getAttribute('href')).toBe('/reels/');
    const order = [...screen.getByTestId('left-nav').querySelectorAll('[data-nav]')].map((e) =>
      e.getAttribute('data-nav'),
    );
    expect(order.indexOf('reels')).toBe(order.indexOf('explore') + 1);
  });

  it('is current on /reels/ with its icon filled, and outlined on other pages', async () => {
    const router = renderNav('/reels/');
    const reels = () => screen.getByRole('link', { name: 'Reels' });
    expect(reels().getAttribute('aria-current')).toBe('page');
    expect(reels().querySelector('svg [fill="currentColor"]')).not.toBeNull();
    await act(() => router.navigate('/explore/'));
    expect(reels().getAttribute('aria-current')).toBeNull();
    expect(reels().querySelector('svg [fill="currentColor"]')).toBeNull();
  });
});

describe('the Threads entry of the left nav', () => {
  it("counts the new posts of the viewer's own profile as the page has it", () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.byUsername('demo'), { username: 'demo', text_post_new_post_count: 3 });
    const router = createMemoryRouter(
      [{ path: '*', element: <LeftNav viewer={viewer} onLogout={() => undefined} /> }],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Threads, 3 new' }).getAttribute('data-nav')).toBe('threads');
  });
});
