import {
  createBackoffLimiter,
  createFixedWindowLimiter,
  type BackoffPolicy,
  type FixedWindowLimiter,
} from '../../http/rate-limit.js';

/** Failed logins one source address may make, over all accounts, per window (stops password spraying). */
export const LOGIN_SOURCE_LIMIT = { failures: 30, windowMs: 15 * 60 * 1000 };

/**
 * Backoff of one source on one account: 5 free failures, then waits of 1 s, 2 s, 4 s, … up to
 * 15 minutes. It slows a guesser down without touching the owner, who logs in from elsewhere.
 */
export const LOGIN_PAIR_BACKOFF: BackoffPolicy = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 3600 * 1000,
};

/**
 * Backoff of one account from every source together: 20 free failures, then waits of 1 s, 2 s, …
 * up to one minute. Many addresses guessing one account are slowed to one guess a minute, and
 * the owner is never kept out for longer than a minute after the last failure.
 */
export const LOGIN_ACCOUNT_BACKOFF: BackoffPolicy = {
  freeFailures: 20,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  forgetAfterMs: 24 * 3600 * 1000,
};

/** A login attempt the limits refused: which limit, and how long until trying can work. */
export interface LoginRefusal {
  allowed: false;
  limit: 'source' | 'account';
  retryAfterMs: number;
}

/** A login attempt the limits let through; it counts as a failure unless `succeeded` is called. */
export interface LoginAttempt {
  allowed: true;
  /** The password was right: the attempt is taken back and the account's failures forgotten. */
  succeeded(): void;
}

/**
 * The limits on login attempts (docs/behaviour/accounts.md#limits): per source over all accounts,
 * per account and source, and per account. In memory, so per server instance.
 */
export interface LoginThrottle {
  /**
   * Starts an attempt of `source` on `identifier`. An allowed attempt is counted as failed at
   * once, so a burst of parallel guesses cannot all pass before the first one is checked.
   */
  begin(source: string, identifier: string): LoginAttempt | LoginRefusal;
}

/** Creates the login limits; `now` is the clock. */
export function createLoginThrottle(now: () => number = () => Date.now()): LoginThrottle {
  const sources: FixedWindowLimiter = createFixedWindowLimiter(
    LOGIN_SOURCE_LIMIT.failures,
    LOGIN_SOURCE_LIMIT.windowMs,
    now,
  );
  const pairs = createBackoffLimiter(LOGIN_PAIR_BACKOFF, now);
  const accounts = createBackoffLimiter(LOGIN_ACCOUNT_BACKOFF, now);
  return {
    begin(source, identifier) {
      const pair = `${source}|${identifier}`;
      const bySource = sources.blockedForMs(source);
      const byAccount = Math.max(pairs.blockedForMs(pair), accounts.blockedForMs(identifier));
      if (bySource > 0 || byAccount > 0) {
        return bySource >= byAccount
          ? { allowed: false, limit: 'source', retryAfterMs: bySource }
          : { allowed: false, limit: 'account', retryAfterMs: byAccount };
      }
      sources.hit(source);
      pairs.fail(pair);
      accounts.fail(identifier);
      return {
        allowed: true,
        succeeded() {
          sources.undo(source);
          pairs.reset(pair);
          accounts.reset(identifier);
        },
      };
    },
  };
}
