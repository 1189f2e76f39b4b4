import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOverlayLocationState } from 'shared-contracts';
import { localeStore } from 'shared-ui';
import { makeTestMedia, makeTestUser } from 'shared-client/testing';
import { MediaGrid } from './MediaGrid';

const items = [makeTestMedia({ pk: '1', code: 'Abc', user: makeTestUser({ username: 'li.na' }) })];

function renderGrid(overlay: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/explore/', element: <MediaGrid items={items} label="Explore posts" overlay={overlay} /> },
      { path: '/p/:code/', element: <p>post</p> },
    ],
    { initialEntries: ['/explore/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(cleanup);

describe('MediaGrid', () => {
  it('opens a post over the page: the link goes to /p/{code}/ carrying the grid as background', () => {
    const router = renderGrid(true);
    fireEvent.click(screen.getByRole('link', { name: 'Post by li.na' }));
    expect(router.state.location.pathname).toBe('/p/Abc/');
    const state: unknown = router.state.location.state;
    expect(isOverlayLocationState(state) && state.backgroundLocation.pathname).toBe('/explore/');
  });

  it('without overlay, is a plain link to the post page', () => {
    const router = renderGrid(false);
    fireEvent.click(screen.getByRole('link', { name: 'Post by li.na' }));
    expect(router.state.location.pathname).toBe('/p/Abc/');
    expect(isOverlayLocationState(router.state.location.state)).toBe(false);
  });

  it('asks for the first row’s photos at once and first, the others when they come near', () => {
    const many = Array.from({ length: 5 }, (_, index) => makeTestMedia({ pk: String(index), code: `C${index}` }));
    const router = createMemoryRouter([{ path: '/', element: <MediaGrid items={many} label="Posts" /> }]);
    render(<RouterProvider router={router} />);
    const photos = screen.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'auto',
      'auto',
    ]);
  });
});
