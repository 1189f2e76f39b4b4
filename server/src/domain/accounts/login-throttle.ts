import type { BackoffPolicy } from '../../http/rate-limit.js';
import { serially, type LimitStore } from '../limits/limit-store.js';

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
  succeeded(): Promise<void>;
}

/**
 * The limits on login attempts (docs/behaviour/accounts.md#limits): per source over all accounts,
 * per account and source, and per account. Counted in `store`: the database in the server, so the
 * limits hold across instances (docs/operating.md#limits-across-instances).
 */
export interface LoginThrottle {
  /**
   * Starts an attempt of `source` on `identifier`. An allowed attempt is counted as failed at
   * once, so a burst of parallel guesses cannot all pass before the first one is checked.
   */
  begin(source: string, identifier: string): Promise<LoginAttempt | LoginRefusal>;
}

/** Creates the login limits, counted in `store`. */
export function createLoginThrottle(store: LimitStore): LoginThrottle {
  const sources = store.window('login-source', LOGIN_SOURCE_LIMIT.failures, LOGIN_SOURCE_LIMIT.windowMs);
  const pairs = store.backoff('login-pair', LOGIN_PAIR_BACKOFF);
  const accounts = store.backoff('login-account', LOGIN_ACCOUNT_BACKOFF);
  // Check and count together, so a burst of parallel guesses at one instance cannot all pass first.
  const inTurn = serially();
  return {
    begin: (source, identifier) =>
      inTurn(async (): Promise<LoginAttempt | LoginRefusal> => {
        const pair = `${source}|${identifier}`;
        const bySource = await sources.blockedForMs(source);
        const byAccount = Math.max(await pairs.blockedForMs(pair), await accounts.blockedForMs(identifier));
        if (bySource > 0 || byAccount > 0) {
          return bySource >= byAccount
            ? { allowed: false, limit: 'source', retryAfterMs: bySource }
            : { allowed: false, limit: 'account', retryAfterMs: byAccount };
        }
        await sources.hit(source);
        await pairs.fail(pair);
        await accounts.fail(identifier);
        return {
          allowed: true,
          async succeeded() {
            await sources.undo(source);
            await pairs.reset(pair);
            await accounts.reset(identifier);
          },
        };
      }),
  };
}
