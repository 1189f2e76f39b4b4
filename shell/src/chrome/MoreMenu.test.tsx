import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { MoreMenu } from './MoreMenu';

// The More menu leads a moderator to the moderation area, and shows nobody else that it exists
// (docs/behaviour/shell-chrome.md#the-more-menu, docs/behaviour/moderation.md#the-moderation-area).

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MoreMenu
            onLogout={() => undefined}
            trigger={({ ref, ...props }) => (
              <button type="button" ref={ref} {...props}>
                More
              </button>
            )}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  act(() => localeStore.setLocale('en'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => sessionStore.setSession(null));
});

describe('the More menu', () => {
  it('has Moderation for a moderator, which opens the moderation area', async () => {
    act(() => sessionStore.setSession({ ...makeTestUser({ username: 'mod' }), is_moderator: true }, 'token'));
    const router = renderMenu();
    const item = await screen.findByRole('menuitem', { name: 'Moderation' });
    fireEvent.click(item);
    expect(router.state.location.pathname).toBe('/moderation/');
  });

  it('has no Moderation for anyone else', async () => {
    act(() => sessionStore.setSession(makeTestUser({ username: 'plain' }), 'token'));
    renderMenu();
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Moderation' })).toBeNull();
  });
});
