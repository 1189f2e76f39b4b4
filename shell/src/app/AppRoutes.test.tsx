import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from 'shared-contracts';
import { AppRoutes } from './AppRoutes';

// The remotes' screens are stand-ins here: what is checked is which screen the routes keep
// mounted and whether the post dialog shows over it.
vi.mock('./RouteScreen', () => ({
  RouteScreen: ({ route }: { route: RouteDefinition }) => <RouteStub id={route.id} />,
}));
vi.mock('./PostOverlayHost', () => ({
  PostOverlayHost: () => <div data-testid="post-overlay">{useLocation().pathname}</div>,
}));

/** A screen stand-in with its own state: it survives only if the screen stays mounted. */
function RouteStub({ id }: { id: string }) {
  const [clicks, setClicks] = useState(0);
  const navigationType = useNavigationType();
  return (
    <section data-testid={`screen-${id}`} data-navigation-type={navigationType}>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        clicks {clicks}
      </button>
      <Link
        to="/p/Abc/"
        state={{ backgroundLocation: { pathname: '/explore/', search: '', hash: '', state: null, key: 'k' } }}
      >
        open over
      </Link>
    </section>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('posts opened over the explore grid', () => {
  it('keeps the grid mounted under the post dialog, with the post URL, and Back closes it', async () => {
    const router = renderAt('/explore/');
    fireEvent.click(screen.getByRole('button', { name: 'clicks 0' }));
    fireEvent.click(screen.getByRole('link', { name: 'open over' }));
    expect(router.state.location.pathname).toBe('/p/Abc/');
    expect(screen.getByTestId('post-overlay').textContent).toBe('/p/Abc/');
    // The grid below is the same instance (its state, and so its scroll, kept), not the post page.
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeTruthy();
    expect(screen.queryByTestId('screen-feed.post')).toBeNull();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/explore/');
    expect(screen.queryByTestId('post-overlay')).toBeNull();
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeTruthy();
  });

  it('renders the full post page on a direct visit to /p/{code}/', () => {
    renderAt('/p/Abc/');
    expect(screen.getByTestId('screen-feed.post')).toBeTruthy();
    expect(screen.queryByTestId('post-overlay')).toBeNull();
  });
});

// The screens learn how they were reached (a link: PUSH, Back: POP), as the home feed needs to
// choose between starting at the top and restoring its place
// (docs/behaviour/feed.md#reading-the-feed).
describe('how a screen was reached', () => {
  it('is PUSH after a link, POP after Back, REPLACE after a replace', async () => {
    const router = renderAt('/explore/');
    await act(() => router.navigate('/'));
    expect(screen.getByTestId('screen-feed.home').dataset.navigationType).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('screen-search.explore').dataset.navigationType).toBe('POP');
    await act(() => router.navigate('/', { replace: true }));
    expect(screen.getByTestId('screen-feed.home').dataset.navigationType).toBe('REPLACE');
  });
});
