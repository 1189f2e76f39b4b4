import { type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, activity (docs/behaviour/activity.md):
 * - `notifications`: one row per cause (who did what to whom, about which post or comment). The
 *   cause's identity is (recipient, actor, kind, subject), unique, so that undoing an action marks
 *   its row withdrawn and redoing it brings the same row back: like, unlike, like again notifies
 *   once. Rows go with their post, comment or either account (cascades).
 * - `activity_marks`: when each account last saw its activity; newer rows are unread.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const time = 'bigint';
  const table = db.schema.createTable('notifications');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('withdrawn_at', time)
    .addUniqueConstraint('notifications_cause_unique', ['recipient_id', 'actor_id', 'kind', 'subject'])
    .execute();
  // The list and the badge read one account's newest rows.
  await db.schema
    .createIndex('notifications_recipient_idx')
    .on('notifications')
    .columns(['recipient_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_actor_idx').on('notifications').column('actor_id').execute();
  await db.schema.createIndex('notifications_media_idx').on('notifications').column('media_id').execute();
  await db.schema.createIndex('notifications_comment_idx').on('notifications').column('comment_id').execute();

  await db.schema
    .createTable('activity_marks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', time, (c) => c.notNull())
    .execute();
}
