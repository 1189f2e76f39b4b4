// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { ShortcutsHost } from './ShortcutsHost';

let navigateTo: (path: string) => void = () => undefined;
let currentPath = '';

/** Stands for the pages: tells the test where the router is, and lets it move elsewhere. */
function Page() {
  const navigate = useNavigate();
  const path = useLocation().pathname;
  useEffect(() => {
    currentPath = path;
    navigateTo = (to) => void navigate(to);
  }, [path, navigate]);
  return null;
}

function press(key: string): void {
  act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

afterEach(() => {
  cleanup();
  sessionStore.setSession(null);
});

// "g" pressed just before a page change (the previous "g p" still rendering) must still pair
// with the next key: the router hands out a new navigate on each change, and the listener used to
// start again with it, forgetting the g.
it('a g pressed before the page changes still pairs with the key after it', () => {
  sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token');
  render(
    <MemoryRouter initialEntries={['/p/abc/']}>
      <ShortcutsHost />
      <Page />
    </MemoryRouter>,
  );
  press('g');
  act(() => navigateTo('/demo/'));
  expect(currentPath).toBe('/demo/');
  press('h');
  expect(currentPath).toBe('/');
});
