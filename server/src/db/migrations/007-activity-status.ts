import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 11, settings: whether an account shows its activity status (online and read status in
 * direct threads, docs/behaviour/settings.md#activity-status). On unless the owner turns it off.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('show_activity_status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
