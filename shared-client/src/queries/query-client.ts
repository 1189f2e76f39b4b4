import { QueryClient } from '@tanstack/react-query';
import { eventBus, type EventBus } from 'shared-contracts/bus';
import { syncCacheWithBus } from './cache-sync.js';
import { seedFirstScreen } from './first-screen.js';

export { cameWithPage, seedFirstScreenData } from './first-screen.js';

/** How long fetched data counts as fresh before a new observer refetches it in the background. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * A QueryClient with the product's defaults: one attempt per call (the API client's rule, no
 * automatic retries: failures show a Retry), no refetch on window focus (a feed must not jump
 * under the reader), 30 s of freshness.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one QueryClient, created by the shell and shared by every remote through the
 * QueryClientProvider the shell renders. It follows the event bus, so a change announced by any
 * remote (a follow, a like, a new post) shows in every cached view. It starts with the data of the
 * first screen when the page carries it.
 */
export function createAppQueryClient(bus: EventBus = eventBus): QueryClient {
  const client = createQueryClient();
  syncCacheWithBus(client, bus);
  // The first screen's data the page came with (docs/performance.md#the-first-screen-comes-with-the-page).
  seedFirstScreen(client);
  return client;
}
