import { describe, expect, it } from 'vitest';
import { placeholderTileCount } from './placeholder-tiles';

describe('placeholderTileCount', () => {
  it('stands in for the page being loaded, at most 12 tiles, never more than the posts left', () => {
    expect(placeholderTileCount({ loading: true, shown: 0 }, 40)).toBe(12);
    expect(placeholderTileCount({ loading: true, shown: 0 }, 5)).toBe(5);
    expect(placeholderTileCount({ loading: true, shown: 12 }, 14)).toBe(2);
    expect(placeholderTileCount({ loading: true, shown: 14 }, 12)).toBe(0);
    expect(placeholderTileCount({ loading: false, shown: 12 }, 14)).toBe(0);
  });
});
