import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { localeStore } from 'shared-ui';
import { createTestQueryClient, installFakeApi, TestProviders, type FakeApi } from 'shared-client/testing';

/** Renders `ui` as the shell would: under the query cache's provider and a router at `path`. */
export function renderInApp(ui: ReactElement, { client = createTestQueryClient(), path = '/' } = {}) {
  const result = render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, client };
}

/** The toasts asked for, recorded by collectToasts. */
export type CollectedToasts = { messages: string[]; toasts: AppEvents['toast-requested'][]; stop: () => void };

/** Records the toasts asked for until `stop` is called. */
export function collectToasts(): CollectedToasts {
  const messages: string[] = [];
  const toasts: AppEvents['toast-requested'][] = [];
  const listener = (toast: AppEvents['toast-requested']) => {
    messages.push(toast.message);
    toasts.push(toast);
  };
  eventBus.on('toast-requested', listener);
  return { messages, toasts, stop: () => eventBus.off('toast-requested', listener) };
}

/** A promise to resolve by hand, for holding a fake server's answer. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * Sets every test of the calling file up in English with a fresh fake API and toast collector,
 * undone after each test. Tests read them from the returned object (`harness.api`), which holds
 * the current test's.
 */
export function eachTestWithFakeApi(): { readonly api: FakeApi; readonly toasts: CollectedToasts } {
  let api: FakeApi | undefined;
  let toasts: CollectedToasts | undefined;
  beforeEach(() => {
    act(() => localeStore.setLocale('en'));
    api = installFakeApi();
    toasts = collectToasts();
  });
  afterEach(() => {
    cleanup();
    toasts?.stop();
    api?.restore();
  });
  const current = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('read inside a test, after beforeEach');
    return value;
  };
  return {
    get api() {
      return current(api);
    },
    get toasts() {
      return current(toasts);
    },
  };
}
