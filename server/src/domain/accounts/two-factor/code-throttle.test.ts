import { describe, expect, it } from 'vitest';
import { memoryLimitStore } from '../../limits/limit-store.js';
import { createCodeThrottle, TWO_FACTOR_ACCOUNT_BACKOFF, TWO_FACTOR_SOURCE_LIMIT } from './code-throttle.js';

// docs/behaviour/accounts.md#limits: wrong second-factor codes, per account and per source.

describe('the second-factor code limits', async () => {
  it('refuses one address after its wrong codes over many accounts, until the window ends', async () => {
    let now = 0;
    const throttle = createCodeThrottle(memoryLimitStore(() => now));
    for (let i = 0; i < TWO_FACTOR_SOURCE_LIMIT.failures; i += 1)
      expect((await throttle.begin('10.0.0.1', i)).allowed).toBe(true);
    expect(await throttle.begin('10.0.0.1', 999)).toMatchObject({ allowed: false });
    expect((await throttle.begin('10.0.0.2', 999)).allowed).toBe(true);
    now += TWO_FACTOR_SOURCE_LIMIT.windowMs;
    expect((await throttle.begin('10.0.0.1', 999)).allowed).toBe(true);
  });

  it('backs one account off from every address after its free failures; a right code clears them', async () => {
    let now = 0;
    const throttle = createCodeThrottle(memoryLimitStore(() => now));
    for (let i = 0; i < TWO_FACTOR_ACCOUNT_BACKOFF.freeFailures + 1; i += 1) {
      expect((await throttle.begin(`10.1.0.${i}`, 7)).allowed).toBe(true);
    }
    const refused = await throttle.begin('10.2.0.1', 7);
    expect(refused).toEqual({ allowed: false, retryAfterMs: TWO_FACTOR_ACCOUNT_BACKOFF.firstDelayMs });
    now += TWO_FACTOR_ACCOUNT_BACKOFF.firstDelayMs;
    const attempt = await throttle.begin('10.2.0.1', 7);
    expect(attempt.allowed).toBe(true);
    if (attempt.allowed) await attempt.succeeded();
    expect((await throttle.begin('10.2.0.1', 7)).allowed).toBe(true);
  });
});
