import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Deletes the `rate_limit_windows` rows of one limit (its keys start with `keyPrefix`) whose window
 * of `windowMs` is over. Such a row counts for nothing any more (the next attempt starts over at
 * its first), so without this every source address ever seen would keep one row forever.
 */
export async function deleteExpiredWindows(
  db: Kysely<DB>,
  keyPrefix: string,
  windowMs: number,
  now = Date.now(),
): Promise<void> {
  if (/[%_\\]/.test(keyPrefix)) throw new Error(`A limit's key prefix cannot hold LIKE wildcards: ${keyPrefix}`);
  await db
    .deleteFrom('rate_limit_windows')
    .where('limit_key', 'like', `${keyPrefix}%`)
    .where('window_start', '<=', now - windowMs)
    .execute();
}
