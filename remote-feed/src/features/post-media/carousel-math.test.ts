import { describe, expect, it } from 'vitest';
import { clampIndex, dragOffset, slidesToMount, swipeTarget } from './carousel-math';

describe('clampIndex', () => {
  it('keeps the index within the items', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(4, 0)).toBe(0);
  });
});

describe('swipeTarget', () => {
  it('moves one item once the drag passes 20% of the width', () => {
    expect(swipeTarget(1, 3, -81, 400, 1000)).toBe(2);
    expect(swipeTarget(1, 3, 81, 400, 1000)).toBe(0);
    expect(swipeTarget(1, 3, -80, 400, 1000)).toBe(1);
  });
  it('moves on a quick flick even when short', () => {
    expect(swipeTarget(0, 3, -30, 400, 50)).toBe(1);
    expect(swipeTarget(0, 3, -19, 400, 10)).toBe(0);
  });
  it('never passes either end', () => {
    expect(swipeTarget(0, 3, 300, 400, 100)).toBe(0);
    expect(swipeTarget(2, 3, -300, 400, 100)).toBe(2);
  });
});

describe('dragOffset', () => {
  it('follows the finger, with a third of the pull past the ends', () => {
    expect(dragOffset(1, 3, -90)).toBe(-90);
    expect(dragOffset(0, 3, 90)).toBe(30);
    expect(dragOffset(2, 3, -90)).toBe(-30);
  });
});

describe('slidesToMount', () => {
  it('mounts the current slide, its neighbours and slides already seen', () => {
    expect([...slidesToMount(0, 5, new Set([0]))].sort()).toEqual([0, 1]);
    expect([...slidesToMount(2, 5, new Set([0, 4]))].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...slidesToMount(4, 5, new Set())].sort()).toEqual([3, 4]);
  });
});
