// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { watchPreferences } from './watch-preferences';

// docs/behaviour/shell-chrome.md#saved-per-account: a page written without the account's
// preferences asks for them; one written with them does not.

const asked: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setSession(null);
  delete window.__LUMEN_CONFIG__;
  asked.length = 0;
});

function stubFetch(): void {
  vi.stubGlobal('fetch', (input: unknown) => {
    asked.push(String(input));
    return Promise.resolve(
      new Response(JSON.stringify({ appearance: 'dark', locale: null, status: 'ok' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

describe('watchPreferences', () => {
  // First: each call of watchPreferences adds bus listeners that stay.
  it('does not ask when the page carried them', async () => {
    stubFetch();
    sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token');
    window.__LUMEN_CONFIG__ = { apiOrigin: '', appearance: 'light', locale: null };
    watchPreferences();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('asks for the account preferences when the page did not carry them, and applies them', async () => {
    stubFetch();
    sessionStore.setSession(makeTestUser({ pk: '1', id: '1', username: 'demo' }), 'token');
    window.__LUMEN_CONFIG__ = { apiOrigin: '' };
    watchPreferences();
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'), {
      timeout: 10_000,
    });
    expect(asked.some((u) => u.includes('/api/v1/accounts/preferences/'))).toBe(true);
    document.documentElement.removeAttribute('data-theme');
  });
});
