import { createBackoffLimiter, createFixedWindowLimiter, type BackoffPolicy } from '../../../http/rate-limit.js';

/** Wrong second-factor codes one source address may send, over all accounts, per window. */
export const TWO_FACTOR_SOURCE_LIMIT = { failures: 30, windowMs: 15 * 60 * 1000 };

/**
 * Backoff of one account's wrong codes from every source and challenge together: 10 free, then
 * waits of 1 s, 2 s, 4 s, … up to 15 minutes. A guesser who knows the password gets about 100
 * tries a day against 3 codes in a million at a time (docs/behaviour/accounts.md#limits).
 */
export const TWO_FACTOR_ACCOUNT_BACKOFF: BackoffPolicy = {
  freeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 3600 * 1000,
};

/** A refusal: how long until trying can work. */
export type CodeAttempt = { allowed: true; succeeded(): void } | { allowed: false; retryAfterMs: number };

/** The limits on second-factor codes, at login and when turning it off; in memory, per server instance. */
export interface CodeThrottle {
  /** Starts a try, counted as failed at once until `succeeded` is called. */
  begin(source: string, userId: number): CodeAttempt;
}

/** Creates the code limits; `now` is the clock. */
export function createCodeThrottle(now: () => number = () => Date.now()): CodeThrottle {
  const sources = createFixedWindowLimiter(TWO_FACTOR_SOURCE_LIMIT.failures, TWO_FACTOR_SOURCE_LIMIT.windowMs, now);
  const accounts = createBackoffLimiter(TWO_FACTOR_ACCOUNT_BACKOFF, now);
  return {
    begin(source, userId) {
      const account = String(userId);
      const wait = Math.max(sources.blockedForMs(source), accounts.blockedForMs(account));
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      sources.hit(source);
      accounts.fail(account);
      return {
        allowed: true,
        succeeded() {
          sources.undo(source);
          accounts.reset(account);
        },
      };
    },
  };
}
