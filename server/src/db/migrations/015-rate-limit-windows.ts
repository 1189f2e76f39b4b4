import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 12, direct messages: rate-limit counts every server instance shares
 * (docs/behaviour/direct.md#limits). One row per limited key: when its window started and how
 * many attempts it has counted in it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('limit_key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
}
