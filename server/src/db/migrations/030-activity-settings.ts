import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, notification settings (docs/behaviour/activity.md#settings): the kinds of activity an
 * account turned off (a row each; none by default), and until when it paused notifications.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('activity_kinds_off')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_kinds_off_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('activity_pauses')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('paused_until', 'bigint', (c) => c.notNull())
    .execute();
}
