import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A fixed-window rate limit counted in the database, so every server instance on it shares the
 * count (docs/behaviour/direct.md#limits); the in-memory limiter (http/rate-limit.ts) counts per
 * instance. A key's window starts at its first attempt and lasts `windowMs`; one row per key.
 */
export interface SharedWindowLimiter {
  /** Counts one attempt of `key`; answers 0 when it is within the limit, else the ms until its window ends. */
  take(key: string, now?: number): Promise<number>;
  /** Takes back one attempt of the key's current window (one counted in advance that turned out not to count). */
  giveBack(key: string, now?: number): Promise<void>;
}

/** Creates a limiter allowing `limit` attempts per `windowMs` per key, counted in `db`. */
export function createSharedWindowLimiter(db: Kysely<DB>, limit: number, windowMs: number): SharedWindowLimiter {
  return {
    async take(key, now = Date.now()) {
      // One statement, so two instances counting the same key at once cannot both miss the other:
      // a new key or an expired window starts over at 1, any other adds 1. The right-hand sides of
      // SET all read the row as it was, on both databases.
      const expired = sql<boolean>`rate_limit_windows.window_start <= ${now - windowMs}`;
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ limit_key: key, window_start: now, attempts: 1 })
        .onConflict((oc) =>
          oc.column('limit_key').doUpdateSet({
            attempts: sql<number>`case when ${expired} then 1 else rate_limit_windows.attempts + 1 end`,
            window_start: sql<number>`case when ${expired} then ${now} else rate_limit_windows.window_start end`,
          }),
        )
        .returning(['attempts', 'window_start'])
        .executeTakeFirstOrThrow();
      if (Number(row.attempts) <= limit) return 0;
      return Math.max(1, Number(row.window_start) + windowMs - now);
    },
    async giveBack(key, now = Date.now()) {
      await db
        .updateTable('rate_limit_windows')
        .set({ attempts: sql<number>`attempts - 1` })
        .where('limit_key', '=', key)
        .where('attempts', '>', 0)
        .where('window_start', '>', now - windowMs)
        .execute();
    },
  };
}
