import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { Locale, Viewer } from 'shared-contracts';
import { localeStore } from 'shared-ui';
import { sessionStore } from 'shared-client';
import { installFakeApi, type FakeApi } from './fake-api.js';

/**
 * The setup most screen tests share, for every test of the file that calls it: before each, the
 * page in `locale` and a fresh fake API; after each, what was rendered unmounted, the real fetch
 * back and the page in English again. The object returned stands for the running test's fake API.
 */
export function fakeApiForEachTest(locale: Locale = 'en'): FakeApi {
  let current: FakeApi | null = null;
  const live = (): FakeApi => {
    if (!current) throw new Error('The fake API exists only while a test runs (fakeApiForEachTest).');
    return current;
  };
  beforeEach(() => {
    act(() => localeStore.setLocale(locale));
    current = installFakeApi();
  });
  afterEach(() => {
    cleanup();
    current?.restore();
    current = null;
    act(() => localeStore.setLocale('en'));
  });
  const api: FakeApi = {
    get requests() {
      return live().requests;
    },
    on(method, path, answer) {
      live().on(method, path, answer);
      return api;
    },
    onGraphQL(name, answer) {
      live().onGraphQL(name, answer);
      return api;
    },
    restore() {
      live().restore();
    },
  };
  return api;
}

/**
 * For every test of the file (or block) that calls it: `viewer` logged in before each, with a CSRF
 * token, and logged out after each. Called before fakeApiForEachTest, the session is set before
 * the fake API is installed and cleared once what was rendered is unmounted (after-each hooks run
 * in reverse order), so no screen sees the logout.
 */
export function signedInForEachTest(viewer: Viewer): void {
  beforeEach(() => {
    act(() => sessionStore.setSession(viewer, 'token'));
  });
  afterEach(() => {
    act(() => sessionStore.setSession(null, null));
  });
}
