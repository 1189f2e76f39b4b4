import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { NotFoundPage } from './NotFoundPage';

function phoneWidth(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderPage(): void {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
    initialEntries: ['/nowhere/at/all/'],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => act(() => localeStore.setLocale('en')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => sessionStore.setSession(null));
});

describe('NotFoundPage', () => {
  it('on a desktop, logged in: the apology and a text link home, no invitation', () => {
    phoneWidth(false);
    act(() => sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token'));
    renderPage();
    expect(screen.getByTestId('not-found').dataset.variant).toBe('desktop-logged-in');
    expect(screen.getByRole('heading', { name: "Sorry, this page isn't available." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to Lumen.' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('on a phone, logged in: a home button instead of the text link', () => {
    phoneWidth(true);
    act(() => sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token'));
    renderPage();
    expect(screen.getByTestId('not-found').dataset.variant).toBe('phone-logged-in');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Go back to Lumen.' })).toBeNull();
  });

  it('logged out, desktop and phone: the link home, then Log in (back to this page) and Sign up', () => {
    for (const phone of [false, true]) {
      phoneWidth(phone);
      renderPage();
      expect(screen.getByTestId('not-found').dataset.variant).toBe(phone ? 'phone-logged-out' : 'desktop-logged-out');
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
        '/accounts/login/?next=%2Fnowhere%2Fat%2Fall%2F',
      );
      expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
      // A visitor's phone keeps the text link home: every variant has a way home.
      expect(screen.getByRole('link', { name: 'Go back to Lumen.' }).getAttribute('href')).toBe('/');
      cleanup();
    }
  });
});
