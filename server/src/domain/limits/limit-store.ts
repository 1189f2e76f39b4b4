import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  backoffDelayMs,
  createBackoffLimiter,
  createFixedWindowLimiter,
  type BackoffPolicy,
} from '../../http/rate-limit.js';

/** A fixed-window limit per key (http/rate-limit.ts's FixedWindowLimiter, asynchronous). */
export interface WindowLimit {
  /** Records an attempt; false when the key is over its limit for the current window. */
  hit(key: string): Promise<boolean>;
  /** Milliseconds until the key may try again (0: it may now); records nothing. */
  blockedForMs(key: string): Promise<number>;
  /** Takes back one attempt of the key's current window. */
  undo(key: string): Promise<void>;
  /** Forgets a key. */
  reset(key: string): Promise<void>;
}

/** An exponential backoff per key (http/rate-limit.ts's BackoffLimiter, asynchronous). */
export interface BackoffLimit {
  blockedForMs(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Where limits count: this process's memory (unit tests) or the database every instance shares. */
export interface LimitStore {
  /** A window limit; `name` keeps its keys apart from other limits' in a shared store. */
  window(name: string, limit: number, windowMs: number): WindowLimit;
  backoff(name: string, policy: BackoffPolicy): BackoffLimit;
}

/** Limits in this process's memory: per instance (tests of the limits' rules, typing indicators). */
export function memoryLimitStore(now: () => number = () => Date.now()): LimitStore {
  return {
    window(_name, limit, windowMs) {
      const memory = createFixedWindowLimiter(limit, windowMs, now);
      return {
        hit: async (key) => memory.hit(key),
        blockedForMs: async (key) => memory.blockedForMs(key),
        undo: async (key) => memory.undo(key),
        reset: async (key) => memory.reset(key),
      };
    },
    backoff(_name, policy) {
      const memory = createBackoffLimiter(policy, now);
      return {
        blockedForMs: async (key) => memory.blockedForMs(key),
        fail: async (key) => memory.fail(key),
        reset: async (key) => memory.reset(key),
      };
    },
  };
}

/** Every shared limit's rows start with this; the retention sweep removes the stale ones. */
export const SHARED_LIMIT_KEY_PREFIX = 'limit:';
/**
 * No shared limit remembers a key longer than this (the longest window is an hour, the backoffs
 * forget after a day), so older rows count for nothing (domain/analytics/retention-sweep.ts).
 */
export const SHARED_LIMIT_MAX_MEMORY_MS = 24 * 3600 * 1000;

/**
 * Limits counted in the database's `rate_limit_windows` (docs/operating.md#limits-across-instances),
 * so every instance on it shares them. A window row is (first attempt, attempts); a backoff row is
 * (last failure, failures), its wait following from those. Each change is one statement.
 */
export function databaseLimitStore(db: Kysely<DB>, now: () => number = () => Date.now()): LimitStore {
  const rowOf = (key: string) =>
    db
      .selectFrom('rate_limit_windows')
      .select(['window_start', 'attempts'])
      .where('limit_key', '=', key)
      .executeTakeFirst();
  const remove = async (key: string) => {
    await db.deleteFrom('rate_limit_windows').where('limit_key', '=', key).execute();
  };
  /** Adds one to the key's count, starting over at 1 when `restart` holds of the old row; answers the new row. */
  const count = (key: string, time: number, restart: ReturnType<typeof sql<boolean>>, keepStart: boolean) =>
    db
      .insertInto('rate_limit_windows')
      .values({ limit_key: key, window_start: time, attempts: 1 })
      .onConflict((oc) =>
        oc.column('limit_key').doUpdateSet({
          attempts: sql<number>`case when ${restart} then 1 else rate_limit_windows.attempts + 1 end`,
          window_start: keepStart
            ? sql<number>`case when ${restart} then ${time} else rate_limit_windows.window_start end`
            : time,
        }),
      )
      .returning(['attempts', 'window_start'])
      .executeTakeFirstOrThrow();

  return {
    window(name, limit, windowMs) {
      const full = (key: string) => `${SHARED_LIMIT_KEY_PREFIX}${name}:${key}`;
      return {
        async hit(key) {
          const time = now();
          const row = await count(
            full(key),
            time,
            sql<boolean>`rate_limit_windows.window_start <= ${time - windowMs}`,
            true,
          );
          return Number(row.attempts) <= limit;
        },
        async blockedForMs(key) {
          const time = now();
          const row = await rowOf(full(key));
          if (!row || Number(row.window_start) + windowMs <= time || Number(row.attempts) < limit) return 0;
          return Number(row.window_start) + windowMs - time;
        },
        async undo(key) {
          await db
            .updateTable('rate_limit_windows')
            .set({ attempts: sql<number>`attempts - 1` })
            .where('limit_key', '=', full(key))
            .where('attempts', '>', 0)
            .where('window_start', '>', now() - windowMs)
            .execute();
        },
        reset: (key) => remove(full(key)),
      };
    },
    backoff(name, policy) {
      const full = (key: string) => `${SHARED_LIMIT_KEY_PREFIX}${name}:${key}`;
      return {
        async blockedForMs(key) {
          const time = now();
          const row = await rowOf(full(key));
          if (!row || time - Number(row.window_start) >= policy.forgetAfterMs) return 0;
          return Math.max(0, Number(row.window_start) + backoffDelayMs(policy, Number(row.attempts)) - time);
        },
        async fail(key) {
          const time = now();
          const forgotten = sql<boolean>`rate_limit_windows.window_start <= ${time - policy.forgetAfterMs}`;
          await count(full(key), time, forgotten, false);
        },
        reset: (key) => remove(full(key)),
      };
    },
  };
}

/** Runs calls one after another (a limit's check and count stay together within an instance). */
export function serially(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}
