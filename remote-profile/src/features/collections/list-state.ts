/** The states of a collections list or a collection's page (docs/behaviour/collections.md#the-saved-tab). */
export type CollectionListState = 'loading' | 'updated' | 'errored';

/** The state of a paged query: loading while a page is on its way, errored after a failure. */
export function collectionListState(query: {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}): CollectionListState {
  if (query.isFetching) return 'loading';
  if (query.isError) return 'errored';
  return query.isPending ? 'loading' : 'updated';
}
