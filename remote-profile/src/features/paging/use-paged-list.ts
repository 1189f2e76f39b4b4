import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { initialPagedList, pagedListReducer, type ListPage, type PagedListState } from './paged-list';

/** A paged list and its actions. */
export interface PagedList<T> extends PagedListState<T> {
  /** Fetches the next page (or retries a failed one); ignored while one is loading or at the end. */
  loadMore: () => void;
  /** Changes the listed items in place. */
  edit: (update: (items: T[]) => T[]) => void;
}

/**
 * Loads the first page on mount and one more per `loadMore`; one request at a time, aborted on
 * unmount. Remount (a `key`) to start over.
 */
export function usePagedList<T>(
  fetchPage: (maxId: string | null, signal: AbortSignal) => Promise<ListPage<T>>,
  keyOf: (item: T) => string,
): PagedList<T> {
  const reducer = useMemo(() => pagedListReducer(keyOf), [keyOf]);
  const [state, dispatch] = useReducer(reducer, undefined, initialPagedList<T>);
  const inFlight = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  const request = useCallback((maxId: string | null) => {
    const controller = new AbortController();
    inFlight.current = controller;
    fetchRef.current(maxId, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        dispatch({ type: 'loaded', page });
      },
      () => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        dispatch({ type: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    request(null);
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [request]);

  const { items, moreAvailable, nextMaxId } = state;
  const loadMore = useCallback(() => {
    if (inFlight.current) return;
    if (items.length > 0 && !moreAvailable) return;
    dispatch({ type: 'requested' });
    request(items.length > 0 ? nextMaxId : null);
  }, [items.length, moreAvailable, nextMaxId, request]);

  const edit = useCallback((update: (items: T[]) => T[]) => dispatch({ type: 'edited', update }), []);
  return { ...state, loadMore, edit };
}
