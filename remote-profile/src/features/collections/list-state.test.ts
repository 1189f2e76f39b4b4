import { describe, expect, it } from 'vitest';
import { collectionListState } from './list-state';

describe('collectionListState (loading, updated, errored)', () => {
  it('is loading while a page is on its way, errored after a failure, updated otherwise', () => {
    expect(collectionListState({ isPending: true, isFetching: true, isError: false })).toBe('loading');
    expect(collectionListState({ isPending: false, isFetching: false, isError: false })).toBe('updated');
    expect(collectionListState({ isPending: false, isFetching: true, isError: false })).toBe('loading');
    expect(collectionListState({ isPending: true, isFetching: false, isError: true })).toBe('errored');
    // A retry after a failure is loading again.
    expect(collectionListState({ isPending: true, isFetching: true, isError: true })).toBe('loading');
  });
});
