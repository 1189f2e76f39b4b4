import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, story likes notify (docs/behaviour/activity.md#what-is-notified): a notification may be
 * about a story, and goes with it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('story_id', 'integer', (c) => c.references('stories.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('notifications_story_idx').on('notifications').column('story_id').execute();
}
