import { describe, expect, it } from 'vitest';
import { includeIndex, indexAt, itemOffsets, lastVisibleIndex, shouldPrefetch, windowRange } from './windowing';

// Ten items of 100 px: item i spans [100 i, 100 i + 100).
const offsets = itemOffsets(new Array(10).fill(100));

describe('itemOffsets', () => {
  it('sums heights into tops, ending with the total', () => {
    expect(itemOffsets([10, 20, 30])).toEqual([0, 10, 30, 60]);
    expect(itemOffsets([])).toEqual([0]);
    expect(itemOffsets([10, -5])).toEqual([0, 10, 10]);
  });
});

describe('indexAt', () => {
  it('finds the item covering a position, clamped to the list', () => {
    expect(indexAt(offsets, 0)).toBe(0);
    expect(indexAt(offsets, 99.9)).toBe(0);
    expect(indexAt(offsets, 100)).toBe(1);
    expect(indexAt(offsets, 5000)).toBe(9);
    expect(indexAt(offsets, -50)).toBe(0);
  });
});

describe('windowRange', () => {
  it('mounts what the viewport shows plus the overscan on both sides', () => {
    expect(windowRange(offsets, 450, 200, 0)).toEqual({ start: 4, end: 7 });
    expect(windowRange(offsets, 450, 200, 100)).toEqual({ start: 3, end: 8 });
  });
  it('clamps at the ends of the list', () => {
    expect(windowRange(offsets, 0, 300, 500)).toEqual({ start: 0, end: 9 });
    expect(windowRange(offsets, 900, 300, 100)).toEqual({ start: 8, end: 10 });
    expect(windowRange(itemOffsets([]), 0, 300, 100)).toEqual({ start: 0, end: 0 });
  });
  it('keeps one item when the list is far off screen', () => {
    expect(windowRange(offsets, -2000, 300, 100)).toEqual({ start: 0, end: 1 });
    expect(windowRange(offsets, 5000, 300, 100)).toEqual({ start: 9, end: 10 });
  });
});

describe('lastVisibleIndex', () => {
  it('is the item at the bottom edge of the viewport', () => {
    expect(lastVisibleIndex(offsets, 0, 250)).toBe(2);
    expect(lastVisibleIndex(offsets, 0, 200)).toBe(1);
    expect(lastVisibleIndex(itemOffsets([]), 0, 200)).toBe(-1);
  });
});

describe('shouldPrefetch', () => {
  it('asks for the next page once 10 or fewer items remain after the last visible one', () => {
    expect(shouldPrefetch(1, 12, 10)).toBe(true);
    expect(shouldPrefetch(0, 12, 10)).toBe(false);
    expect(shouldPrefetch(13, 24, 10)).toBe(true);
    expect(shouldPrefetch(12, 24, 10)).toBe(false);
  });
});

describe('includeIndex', () => {
  it('extends the range to the focused item when it is near', () => {
    expect(includeIndex({ start: 5, end: 8 }, 2, 20)).toEqual({ start: 2, end: 8 });
    expect(includeIndex({ start: 5, end: 8 }, 9, 20)).toEqual({ start: 5, end: 10 });
    expect(includeIndex({ start: 5, end: 8 }, 6, 20)).toEqual({ start: 5, end: 8 });
    expect(includeIndex({ start: 50, end: 53 }, 2, 20)).toEqual({ start: 50, end: 53 });
    expect(includeIndex({ start: 5, end: 8 }, null, 20)).toEqual({ start: 5, end: 8 });
  });
});
