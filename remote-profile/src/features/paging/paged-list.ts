/**
 * A list loaded page by page with a max_id cursor (followers, collections, a collection's posts).
 * Spec 4 names the collections list's states: loading, updated, errored.
 */
export interface PagedListState<T> {
  items: T[];
  nextMaxId: string | null;
  moreAvailable: boolean;
  status: 'loading' | 'updated' | 'errored';
}

/** One page as the server answers it, reduced to what the list needs. */
export interface ListPage<T> {
  items: T[];
  nextMaxId: string | null;
  moreAvailable: boolean;
}

/** What can happen to a paged list. */
export type PagedListAction<T> =
  | { type: 'requested' }
  | { type: 'loaded'; page: ListPage<T> }
  | { type: 'failed' }
  | { type: 'edited'; update: (items: T[]) => T[] };

/** Before the first page. */
export function initialPagedList<T>(): PagedListState<T> {
  return { items: [], nextMaxId: null, moreAvailable: true, status: 'loading' };
}

/**
 * Appends a page, skipping items already listed (`keyOf`); a page that claims more without a
 * cursor ends the list rather than asking for the same page forever. A failure keeps what is
 * listed. `edited` changes the items in place (a rename, a removal).
 */
export function pagedListReducer<T>(keyOf: (item: T) => string) {
  return (state: PagedListState<T>, action: PagedListAction<T>): PagedListState<T> => {
    switch (action.type) {
      case 'requested':
        return { ...state, status: 'loading' };
      case 'loaded': {
        const seen = new Set(state.items.map(keyOf));
        const fresh = action.page.items.filter((item) => {
          const key = keyOf(item);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        return {
          items: fresh.length > 0 ? [...state.items, ...fresh] : state.items,
          nextMaxId: action.page.nextMaxId,
          moreAvailable: action.page.moreAvailable && action.page.nextMaxId !== null,
          status: 'updated',
        };
      }
      case 'failed':
        return { ...state, status: 'errored' };
      case 'edited':
        return { ...state, items: action.update(state.items) };
    }
  };
}
