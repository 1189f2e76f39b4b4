/** Counts attempts per key in fixed windows; in memory, so per server instance. */
export interface FixedWindowLimiter {
  /** Records an attempt; false when the key is over its limit for the current window. */
  hit(key: string): boolean;
  /** Milliseconds until the key may try again without passing its limit (0: it may now); records nothing. */
  blockedForMs(key: string): number;
  /** Takes back one attempt of the key's current window (one counted in advance that turned out fine). */
  undo(key: string): void;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): void;
}

/** Forgets expired entries once a map holds this many keys, so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

/** Creates a limiter allowing `limit` attempts per `windowMs` per key. */
export function createFixedWindowLimiter(
  limit: number,
  windowMs: number,
  now: () => number = () => Date.now(),
): FixedWindowLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const time = now();
      if (windows.size > SWEEP_ABOVE) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    blockedForMs(key) {
      const time = now();
      const current = windows.get(key);
      if (!current || current.resetAt <= time || current.count < limit) return 0;
      return current.resetAt - time;
    },
    undo(key) {
      const current = windows.get(key);
      if (current && current.resetAt > now() && current.count > 0) current.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** How an exponential backoff grows. */
export interface BackoffPolicy {
  /** Failures a key may have before any wait. */
  freeFailures: number;
  /** The first wait, after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait: the backoff never refuses a key for longer after its last failure. */
  maxDelayMs: number;
  /** A key with no failure for this long starts over. */
  forgetAfterMs: number;
}

/** Refuses a key for growing intervals after its failures; a success forgets it. In memory. */
export interface BackoffLimiter {
  /** Milliseconds the key must still wait (0: it may try now). */
  blockedForMs(key: string): number;
  /** Records a failure of the key (call it only for attempts that were allowed). */
  fail(key: string): void;
  /** Forgets the key's failures. */
  reset(key: string): void;
}

/** The wait after `failures` failures under a policy (0 while they are free). */
export function backoffDelayMs(policy: BackoffPolicy, failures: number): number {
  const past = failures - policy.freeFailures;
  if (past <= 0) return 0;
  // 2 ** 40 ms is over 30 years: far past any cap, and no overflow to Infinity.
  return Math.min(policy.firstDelayMs * 2 ** Math.min(past - 1, 40), policy.maxDelayMs);
}

/** Creates an exponential backoff limiter. */
export function createBackoffLimiter(policy: BackoffPolicy, now: () => number = () => Date.now()): BackoffLimiter {
  const states = new Map<string, { failures: number; lastFailureAt: number; blockedUntil: number }>();
  const live = (key: string, time: number) => {
    const state = states.get(key);
    if (state && time - state.lastFailureAt >= policy.forgetAfterMs) {
      states.delete(key);
      return undefined;
    }
    return state;
  };
  return {
    blockedForMs(key) {
      const time = now();
      const state = live(key, time);
      return state ? Math.max(0, state.blockedUntil - time) : 0;
    },
    fail(key) {
      const time = now();
      if (states.size > SWEEP_ABOVE) {
        for (const [k, s] of states) if (time - s.lastFailureAt >= policy.forgetAfterMs) states.delete(k);
      }
      const state = live(key, time) ?? { failures: 0, lastFailureAt: time, blockedUntil: 0 };
      state.failures += 1;
      state.lastFailureAt = time;
      state.blockedUntil = time + backoffDelayMs(policy, state.failures);
      states.set(key, state);
    },
    reset(key) {
      states.delete(key);
    },
  };
}
