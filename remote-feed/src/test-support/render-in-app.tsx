import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createTestQueryClient, TestProviders } from 'shared-client/testing';

/**
 * Renders a screen or component of the remote as the shell would: under the one query cache
 * (a fresh test client unless one is given) and a router at `path`.
 */
export function renderInApp(ui: ReactElement, { client, path = '/' }: { client?: QueryClient; path?: string } = {}) {
  const queryClient = client ?? createTestQueryClient();
  const result = render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, client: queryClient };
}
