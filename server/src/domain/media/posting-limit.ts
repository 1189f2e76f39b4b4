import { createFixedWindowLimiter } from '../../http/rate-limit.js';
import { CreateError } from './create-error.js';

/**
 * Publishes one account may start in a window (docs/behaviour/creation.md#processing-cost): a
 * post, a carousel, a video or a profile picture each count once, when its media processing is
 * about to start (refusals found before that, like a bad tag, do not count).
 */
export const POSTING_RATE_LIMIT = { count: 20, windowMs: 10 * 60 * 1000 } as const;

/** Counts publishes per account, in memory (per server instance, like the login limit). */
export interface PostingLimiter {
  /** Counts one publish by the account; throws 429 `rate_limited` when it is over the limit. */
  count(userId: number): void;
}

/** A fresh limiter (one per application). */
export function createPostingLimiter(
  limit: { count: number; windowMs: number } = POSTING_RATE_LIMIT,
  now: () => number = () => Date.now(),
): PostingLimiter {
  const windows = createFixedWindowLimiter(limit.count, limit.windowMs, now);
  return {
    count(userId) {
      if (!windows.hit(String(userId)))
        throw new CreateError(
          429,
          'rate_limited',
          'posting_too_fast',
          'You are posting too fast. Please wait a few minutes and try again.',
        );
    },
  };
}
