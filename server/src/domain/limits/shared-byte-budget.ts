import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A budget of bytes per key and window, counted in the database like the shared window limiter
 * (shared-window-limiter.ts), so every server instance on it spends from the same budget
 * (docs/behaviour/analytics.md#what-the-server-keeps). It shares the `rate_limit_windows` table:
 * for a budget's key, `attempts` holds the bytes spent in the window. A key's window starts at its
 * first spending and lasts `windowMs`.
 */
export interface SharedByteBudget {
  /**
   * Spends `bytes` of the key's budget when they fit in what is left: answers 0. Otherwise spends
   * nothing and answers the ms until the key's window ends (when its budget is whole again).
   */
  spend(key: string, bytes: number, now?: number): Promise<number>;
}

/** Creates a budget of `budgetBytes` per `windowMs` per key, counted in `db`. */
export function createSharedByteBudget(db: Kysely<DB>, budgetBytes: number, windowMs: number): SharedByteBudget {
  return {
    async spend(key, bytes, now = Date.now()) {
      // More than a whole budget never fits; refusing here keeps the insert below from storing it.
      if (bytes > budgetBytes) return windowMs;
      // One statement, so two instances spending on the same key at once cannot both miss the
      // other: a new key or an expired window starts over at `bytes`; otherwise the row is updated
      // only when the bytes fit, and a row left alone is returned by neither database.
      const expired = sql<boolean>`rate_limit_windows.window_start <= ${now - windowMs}`;
      const spent = await db
        .insertInto('rate_limit_windows')
        .values({ limit_key: key, window_start: now, attempts: bytes })
        .onConflict((oc) =>
          oc
            .column('limit_key')
            .doUpdateSet({
              attempts: sql<number>`case when ${expired} then excluded.attempts else rate_limit_windows.attempts + excluded.attempts end`,
              window_start: sql<number>`case when ${expired} then ${now} else rate_limit_windows.window_start end`,
            })
            .where(sql<boolean>`${expired} or rate_limit_windows.attempts + excluded.attempts <= ${budgetBytes}`),
        )
        .returning('attempts')
        .executeTakeFirst();
      if (spent) return 0;
      const window = await db
        .selectFrom('rate_limit_windows')
        .select('window_start')
        .where('limit_key', '=', key)
        .executeTakeFirst();
      // The row can only have gone if a sweep removed it meanwhile: the window is over.
      return window ? Math.max(1, Number(window.window_start) + windowMs - now) : 1;
    },
  };
}
