import { describe, expect, it } from 'vitest';
import type { MediaGridPage } from 'shared-contracts';
import { makeTestMedia } from 'shared-client/testing';
import { gridItems, nextGridCursor } from './discover';

const page = (pks: string[], more: boolean, next: string | null): MediaGridPage => ({
  items: pks.map((pk) => makeTestMedia({ pk, code: `c${pk}` })),
  more_available: more,
  next_max_id: next,
  status: 'ok',
});

describe('explore, tag and location grids', () => {
  it('ask for the next page by its cursor, and stop at the end, without a cursor or on a repeated one', () => {
    expect(nextGridCursor(page(['1'], true, 'a'), null)).toBe('a');
    expect(nextGridCursor(page(['1'], false, 'a'), null)).toBeUndefined();
    expect(nextGridCursor(page(['1'], true, null), 'a')).toBeUndefined();
    expect(nextGridCursor(page(['1'], true, 'a'), 'a')).toBeUndefined();
  });

  it('list each post once, in page order, when a page repeats the end of the one before', () => {
    const items = gridItems([page(['1', '2', '3'], true, 'a'), page(['3', '4'], false, null)]);
    expect(items.map((media) => media.pk)).toEqual(['1', '2', '3', '4']);
    expect(gridItems(undefined)).toEqual([]);
  });
});
