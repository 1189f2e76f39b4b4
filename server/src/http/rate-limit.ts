/** Counts attempts per key in fixed windows; in memory, so per server instance. */
export interface FixedWindowLimiter {
  /** Records an attempt; false when the key is over its limit for the current window. */
  hit(key: string): boolean;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): void;
}

/** Creates a limiter allowing `limit` attempts per `windowMs` per key. */
export function createFixedWindowLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): FixedWindowLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const time = now();
      if (windows.size > 10_000) {
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
    reset(key) {
      windows.delete(key);
    },
  };
}
