import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { eventBus, type AppEvents } from 'shared-contracts';
import { createTestQueryClient, TestProviders } from 'shared-contracts/testing';

/** Renders `ui` as the shell would: under the query cache's provider and a router at `path`. */
export function renderInApp(ui: ReactElement, { client = createTestQueryClient(), path = '/' } = {}) {
  const result = render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, client };
}

/** Records the toasts asked for until `stop` is called. */
export function collectToasts(): { messages: string[]; toasts: AppEvents['toast-requested'][]; stop: () => void } {
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
