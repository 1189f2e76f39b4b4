import { describe, expect, it } from 'vitest';
import { makePage } from '../../test-fixtures';
import { initialPostsState, placeholderTileCount, postsReducer } from './posts-state';

describe('postsReducer', () => {
  it('appends pages without repeating posts already shown', () => {
    let state = postsReducer(initialPostsState(true), { type: 'loaded', page: makePage(1, 12, 'c12') });
    state = postsReducer(state, { type: 'requested' });
    // The second page overlaps the first by two posts (a post was published in between).
    state = postsReducer(state, { type: 'loaded', page: makePage(11, 22, 'c22') });
    expect(state.items.map((m) => m.pk)).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1)));
    expect(state).toMatchObject({ status: 'idle', nextMaxId: 'c22', moreAvailable: true });
  });

  it('ends the list when the server claims more without a cursor', () => {
    const page = { ...makePage(1, 3, null), more_available: true };
    expect(postsReducer(initialPostsState(true), { type: 'loaded', page }).moreAvailable).toBe(false);
  });

  it('keeps the posts on a failed page and becomes private on 403', () => {
    const loaded = postsReducer(initialPostsState(true), { type: 'loaded', page: makePage(1, 12, 'c') });
    expect(postsReducer(loaded, { type: 'failed' })).toMatchObject({ status: 'error', items: loaded.items });
    expect(postsReducer(loaded, { type: 'forbidden' })).toMatchObject({ status: 'private', items: [] });
  });

  it('starts private without loading when the viewer may not see the posts', () => {
    expect(initialPostsState(false).status).toBe('private');
    expect(initialPostsState(true).status).toBe('loading');
  });
});

describe('placeholderTileCount', () => {
  it('stands in for the page being loaded, at most 12 tiles, never more than the posts left', () => {
    const loading = initialPostsState(true);
    expect(placeholderTileCount(loading, 40)).toBe(12);
    expect(placeholderTileCount(loading, 5)).toBe(5);
    const afterFirst = {
      ...postsReducer(loading, { type: 'loaded', page: makePage(1, 12, 'c') }),
      status: 'loading' as const,
    };
    expect(placeholderTileCount(afterFirst, 14)).toBe(2);
    expect(placeholderTileCount({ ...afterFirst, status: 'idle' }, 14)).toBe(0);
  });
});
