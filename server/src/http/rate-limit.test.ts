import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './rate-limit.js';

describe('fixed window limiter', () => {
  it('allows the limit per window per key, then refuses until the window ends', () => {
    let now = 0;
    const limiter = createFixedWindowLimiter(2, 1000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now = 1000;
    expect(limiter.hit('a')).toBe(true);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.hit('a')).toBe(true);
  });
});
