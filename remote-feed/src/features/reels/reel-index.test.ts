import { describe, expect, it } from 'vitest';
import { needsNextPage, reelHasPlayer, reelIndexAt, reelIndexForKey } from './reel-index';

describe('reel index', () => {
  it('is the reel filling the screen, clamped to the list', () => {
    expect(reelIndexAt(0, 800, 5)).toBe(0);
    expect(reelIndexAt(799, 800, 5)).toBe(1);
    expect(reelIndexAt(1600, 800, 5)).toBe(2);
    expect(reelIndexAt(99_999, 800, 5)).toBe(4);
    expect(reelIndexAt(-20, 800, 5)).toBe(0);
    expect(reelIndexAt(100, 0, 5)).toBe(0);
  });
  it('moves one reel with ArrowDown and ArrowUp, never past an end', () => {
    expect(reelIndexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(reelIndexForKey('ArrowUp', 1, 3)).toBe(0);
    expect(reelIndexForKey('ArrowUp', 0, 3)).toBeNull();
    expect(reelIndexForKey('ArrowDown', 2, 3)).toBeNull();
    expect(reelIndexForKey('Enter', 1, 3)).toBeNull();
  });
  it('keeps players for the current reel and its neighbours only', () => {
    expect([0, 1, 2, 3, 4].map((i) => reelHasPlayer(i, 2))).toEqual([false, true, true, true, false]);
  });
  it('asks for more two reels before the end', () => {
    expect(needsNextPage(0, 10)).toBe(false);
    expect(needsNextPage(7, 10)).toBe(true);
    expect(needsNextPage(0, 1)).toBe(true);
  });
});
