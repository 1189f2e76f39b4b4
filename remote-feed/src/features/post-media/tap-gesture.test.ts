import { describe, expect, it } from 'vitest';
import { isDoubleTap, isTap } from './tap-gesture';

describe('isTap', () => {
  it('is a tap when the press moved at most 10 px', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 9, y: 8 })).toBe(false);
  });
});

describe('isDoubleTap', () => {
  it('pairs taps within 300 ms and 40 px', () => {
    expect(isDoubleTap(null, { x: 0, y: 0, time: 0 })).toBe(false);
    expect(isDoubleTap({ x: 0, y: 0, time: 0 }, { x: 10, y: 10, time: 300 })).toBe(true);
    expect(isDoubleTap({ x: 0, y: 0, time: 0 }, { x: 10, y: 10, time: 301 })).toBe(false);
    expect(isDoubleTap({ x: 0, y: 0, time: 0 }, { x: 41, y: 0, time: 100 })).toBe(false);
  });
});
