import { describe, expect, it } from 'vitest';
import { createCodeThrottle, TWO_FACTOR_ACCOUNT_BACKOFF, TWO_FACTOR_SOURCE_LIMIT } from './code-throttle.js';

// docs/behaviour/accounts.md#limits: wrong second-factor codes, per account and per source.

describe('the second-factor code limits', () => {
  it('refuses one address after its wrong codes over many accounts, until the window ends', () => {
    let now = 0;
    const throttle = createCodeThrottle(() => now);
    for (let i = 0; i < TWO_FACTOR_SOURCE_LIMIT.failures; i += 1)
      expect(throttle.begin('10.0.0.1', i).allowed).toBe(true);
    expect(throttle.begin('10.0.0.1', 999)).toMatchObject({ allowed: false });
    expect(throttle.begin('10.0.0.2', 999).allowed).toBe(true);
    now += TWO_FACTOR_SOURCE_LIMIT.windowMs;
    expect(throttle.begin('10.0.0.1', 999).allowed).toBe(true);
  });

  it('backs one account off from every address after its free failures; a right code clears them', () => {
    let now = 0;
    const throttle = createCodeThrottle(() => now);
    for (let i = 0; i < TWO_FACTOR_ACCOUNT_BACKOFF.freeFailures + 1; i += 1) {
      expect(throttle.begin(`10.1.0.${i}`, 7).allowed).toBe(true);
    }
    const refused = throttle.begin('10.2.0.1', 7);
    expect(refused).toEqual({ allowed: false, retryAfterMs: TWO_FACTOR_ACCOUNT_BACKOFF.firstDelayMs });
    now += TWO_FACTOR_ACCOUNT_BACKOFF.firstDelayMs;
    const attempt = throttle.begin('10.2.0.1', 7);
    expect(attempt.allowed).toBe(true);
    if (attempt.allowed) attempt.succeeded();
    expect(throttle.begin('10.2.0.1', 7).allowed).toBe(true);
  });
});
