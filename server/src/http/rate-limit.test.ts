import { describe, expect, it } from 'vitest';
import { backoffDelayMs, createBackoffLimiter, createFixedWindowLimiter } from './rate-limit.js';

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

  it('says how long a key at its limit must wait, without counting the question; an attempt can be taken back', () => {
    let now = 0;
    const limiter = createFixedWindowLimiter(2, 1000, () => now);
    limiter.hit('a');
    expect(limiter.blockedForMs('a')).toBe(0);
    limiter.hit('a');
    now = 400;
    expect(limiter.blockedForMs('a')).toBe(600);
    expect(limiter.blockedForMs('a')).toBe(600);
    limiter.undo('a');
    expect(limiter.blockedForMs('a')).toBe(0);
    limiter.hit('a');
    now = 1000;
    expect(limiter.blockedForMs('a')).toBe(0);
  });
});

describe('backoff limiter', () => {
  const policy = { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 5000, forgetAfterMs: 60_000 };

  it('doubles the wait after each failure past the free ones, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => backoffDelayMs(policy, n))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('refuses a key until its wait is over, forgets it on success or after a quiet spell', () => {
    let now = 0;
    const limiter = createBackoffLimiter(policy, () => now);
    limiter.fail('a');
    limiter.fail('a');
    expect(limiter.blockedForMs('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.blockedForMs('a')).toBe(1000);
    expect(limiter.blockedForMs('b')).toBe(0);
    now = 1000;
    expect(limiter.blockedForMs('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.blockedForMs('a')).toBe(2000);
    limiter.reset('a');
    expect(limiter.blockedForMs('a')).toBe(0);
    for (let i = 0; i < 10; i += 1) limiter.fail('c');
    expect(limiter.blockedForMs('c')).toBe(5000);
    now += 60_000;
    limiter.fail('c');
    expect(limiter.blockedForMs('c')).toBe(0);
  });
});
