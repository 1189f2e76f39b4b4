import { use, useCallback, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryKey } from '@tanstack/react-query';

/**
 * What `select` reads from a query's data already in the page's cache, live, without ever asking
 * the server for it (0 rings, 0 counts until something on the page has loaded the query).
 *
 * It listens to the cache instead of observing the query: an observer without a fetcher
 * (`queryFn: skipToken`) becomes the query's options whenever it renders after the query's owner,
 * and an invalidation then refetches with no function: "Missing queryFn", no request
 * (docs/architecture.md#the-server-state-cache-shared-clientqueries). `select` must return a
 * value that is the same for unchanged data (a primitive, or a part of the data), as React
 * compares snapshots by identity. Outside a QueryClientProvider it reads `undefined`.
 */
export function useCachedQueryData<TData, S>(queryKey: QueryKey, select: (data: TData | undefined) => S): S {
  const client = use(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? (() => undefined),
    [client],
  );
  const read = (): S => select(client?.getQueryData<TData>(queryKey));
  return useSyncExternalStore(subscribe, read, read);
}
