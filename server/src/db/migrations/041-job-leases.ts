import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 28, jobs on any instance: one row per periodic job (the account purge, the expiry sweeps),
 * naming the instance that holds it and until when, so instances sharing the database never run
 * the same job at once and a dead holder's lease runs out (docs/operating.md#periodic-jobs).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
}
