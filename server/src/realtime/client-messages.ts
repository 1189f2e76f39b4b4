import type { RealtimeClientMessage } from 'shared-contracts';
import { RealtimeClientMessageSchema } from 'shared-contracts/schemas';

/**
 * What a socket may send (docs/behaviour/direct.md#real-time), and how much of it: anything else,
 * malformed JSON included, is dropped without an answer.
 */

/** The largest message a socket may send; a larger frame closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 1024;
/** Messages a socket may send per window before the extra ones are dropped. */
export const CLIENT_MESSAGES_PER_WINDOW = 20;
/** A socket still sending after this many dropped messages in one window is closed (1008). */
export const DROPPED_MESSAGES_BEFORE_CLOSE = 40;
export const RATE_WINDOW_MS = 1000;

/** Reads one client frame; null when it is not valid JSON or not a known message. */
export function parseClientMessage(raw: string): RealtimeClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = RealtimeClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What the rate limiter says about one incoming message. */
export type RateVerdict = 'accept' | 'drop' | 'close';

/** A per-socket fixed-window limiter: `now` is injected so tests need no clock. */
export function createMessageRateLimiter(
  limits = {
    perWindow: CLIENT_MESSAGES_PER_WINDOW,
    dropsBeforeClose: DROPPED_MESSAGES_BEFORE_CLOSE,
    windowMs: RATE_WINDOW_MS,
  },
) {
  let windowStart = -Infinity;
  let count = 0;
  return (now: number): RateVerdict => {
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= limits.perWindow) return 'accept';
    return count - limits.perWindow > limits.dropsBeforeClose ? 'close' : 'drop';
  };
}
