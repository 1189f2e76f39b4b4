import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { BottomNav } from './BottomNav';

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });

const entry = (id: string) => {
  const element = screen.getByTestId('bottom-nav').querySelector(`[data-nav="${id}"]`);
  if (!element) throw new Error(`no ${id} entry`);
  return element;
};

/** The shape of an entry's icon painted in the current colour: what the filled form has. */
const filledShape = (element: Element) => element.querySelector('svg [fill="currentColor"]');

function renderNav(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BottomNav viewer={viewer} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

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

describe('the bottom nav (docs/behaviour/search.md#the-explore-grid)', () => {
  it('has an Explore entry to the grid, current on explore pages but not on the search page', () => {
    renderNav('/explore/tags/kyoto/');
    const explore = entry('explore');
    expect(explore.getAttribute('href')).toBe('/explore/');
    expect(explore.getAttribute('aria-current')).toBe('page');
    cleanup();
    renderNav('/explore/search/');
    expect(entry('explore').getAttribute('aria-current')).toBeNull();
    expect(entry('search').getAttribute('href')).toBe('/explore/search/');
  });
});

describe('the Reels entry of the bottom nav (docs/behaviour/shell-chrome.md#reels)', () => {
  it('leads to the reels tab and is current there, in both languages', () => {
    renderNav('/reels/');
    expect(entry('reels').getAttribute('href')).toBe('/reels/');
    expect(entry('reels').getAttribute('aria-current')).toBe('page');
    expect(entry('reels').getAttribute('aria-label')).toBe('Reels');
    cleanup();
    act(() => localeStore.setLocale('zh-CN'));
    renderNav('/');
    expect(entry('reels').getAttribute('aria-label')).toBe('短视频');
    expect(entry('reels').getAttribute('aria-current')).toBeNull();
  });

  it('draws its icon filled where it is current, as Home is, and outlined elsewhere', () => {
    renderNav('/reels/');
    expect(filledShape(entry('reels'))).not.toBeNull();
    expect(filledShape(entry('home'))).toBeNull();
    cleanup();
    renderNav('/');
    expect(filledShape(entry('reels'))).toBeNull();
    expect(filledShape(entry('home'))).not.toBeNull();
  });
});
