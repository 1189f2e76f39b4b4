import type { BackoffPolicy } from '../../../http/rate-limit.js';
import { serially, type LimitStore } from '../../limits/limit-store.js';

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
export type CodeAttempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterMs: number };

/**
 * The limits on second-factor codes, at login and when turning it off; counted in `store` (the
 * database in the server: they hold across instances, docs/operating.md#limits-across-instances).
 */
export interface CodeThrottle {
  /** Starts a try, counted as failed at once until `succeeded` is called. */
  begin(source: string, userId: number): Promise<CodeAttempt>;
}

/** Creates the code limits, counted in `store`. */
export function createCodeThrottle(store: LimitStore): CodeThrottle {
  const sources = store.window('two-factor-source', TWO_FACTOR_SOURCE_LIMIT.failures, TWO_FACTOR_SOURCE_LIMIT.windowMs);
  const accounts = store.backoff('two-factor-account', TWO_FACTOR_ACCOUNT_BACKOFF);
  const inTurn = serially();
  return {
    begin: (source, userId) =>
      inTurn(async (): Promise<CodeAttempt> => {
        const account = String(userId);
        const wait = Math.max(await sources.blockedForMs(source), await accounts.blockedForMs(account));
        if (wait > 0) return { allowed: false, retryAfterMs: wait };
        await sources.hit(source);
        await accounts.fail(account);
        return {
          allowed: true,
          async succeeded() {
            await sources.undo(source);
            await accounts.reset(account);
          },
        };
      }),
  };
}
