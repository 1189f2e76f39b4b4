import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { Locale } from 'shared-contracts';
import { localeStore } from 'shared-ui';
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
