import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { navItemsFor, THREADS_ITEM } from './nav-items';
import { NavEntry } from './NavEntry';

// Tooltips where the left nav shows icons only, and the Threads entry
// (docs/behaviour/shell-chrome.md#tooltips, #threads).

const viewer = makeTestUser({ pk: '1', id: '1', username: 'demo' });
const home = navItemsFor(viewer).find((item) => item.id === 'home')!;
const tooltip = () => document.querySelector('[role="tooltip"]');

function stubWidth(iconOnly: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: iconOnly,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  act(() => {
    localeStore.setLocale('en');
    sessionStore.setSession(viewer, 'token');
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => sessionStore.setSession(null));
});

describe('nav tooltips', () => {
  it('show the label 850 ms after the pointer rests on an icon-only entry', () => {
    stubWidth(true);
    render(
      <MemoryRouter>
        <NavEntry item={home} viewer={viewer} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(849));
    expect(tooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // Shown, and hidden from assistive technology: it only repeats the entry's name.
    expect(tooltip()?.textContent).toBe('Home');
    expect(tooltip()?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.pointerLeave(link);
    expect(tooltip()).toBeNull();
  });

  it('do not show where the labels are shown', () => {
    stubWidth(false);
    render(
      <MemoryRouter>
        <NavEntry item={home} viewer={viewer} />
      </MemoryRouter>,
    );
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Home' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(tooltip()).toBeNull();
  });
});

describe('the Threads entry', () => {
  it('opens the install redirect in a new tab without an opener', () => {
    stubWidth(false);
    render(
      <MemoryRouter>
        <NavEntry item={THREADS_ITEM} viewer={viewer} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Threads' });
    expect(link.getAttribute('href')).toBe('/webinstall/barcelona/loggedin/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.queryByTestId('threads-badge')).toBeNull();
  });
});
