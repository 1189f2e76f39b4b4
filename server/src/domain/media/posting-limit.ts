import type { LimitStore } from '../limits/limit-store.js';
import { CreateError } from './create-error.js';

/**
 * Publishes one account may start in a window (docs/behaviour/creation.md#processing-cost): a
 * post, a carousel, a video or a profile picture each count once, when its media processing is
 * about to start (refusals found before that, like a bad tag, do not count).
 */
export const POSTING_RATE_LIMIT = { count: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * Counts publishes per account in `store` (the database in the server: the limit holds across
 * instances, docs/operating.md#limits-across-instances).
 */
export interface PostingLimiter {
  /** Counts one publish by the account; throws 429 `rate_limited` when it is over the limit. */
  count(userId: number): Promise<void>;
}

/** A limiter counting in `store`. */
export function createPostingLimiter(
  store: LimitStore,
  limit: { count: number; windowMs: number } = POSTING_RATE_LIMIT,
): PostingLimiter {
  const windows = store.window('posting', limit.count, limit.windowMs);
  return {
    async count(userId) {
      if (!(await windows.hit(String(userId))))
        throw new CreateError(
          429,
          'rate_limited',
          'posting_too_fast',
          'You are posting too fast. Please wait a few minutes and try again.',
        );
    },
  };
}
