import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, story replies and reactions notify (docs/behaviour/activity.md#what-is-notified): a
 * notification may be about a direct message (the reply), and goes with it when it is unsent or
 * disappears.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('direct_item_id', 'integer', (c) => c.references('direct_items.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('notifications_direct_item_idx').on('notifications').column('direct_item_id').execute();
}
