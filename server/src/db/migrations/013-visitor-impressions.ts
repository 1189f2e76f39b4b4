import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 15, logged-out visitors: what each browser without a session has seen, counted on the
 * server so that clearing the browser's storage does not reset the limits
 * (docs/behaviour/logged-out.md#impression-limits). The key is a hash of the browser's CSRF cookie.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('visitor_impressions')
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('surface', 'text', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_impressions_pk', ['visitor_key', 'surface'])
    .execute();
  await db.schema
    .createIndex('visitor_impressions_updated_at')
    .on('visitor_impressions')
    .column('updated_at')
    .execute();
}
