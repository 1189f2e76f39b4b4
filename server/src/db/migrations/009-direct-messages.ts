import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 12, direct messages (docs/behaviour/direct.md):
 * - threads get their disappearing-message timer;
 * - a membership gets mute flags, hiding (a hidden thread comes back with the next message), the
 *   item the viewer cleared history up to, and when and at which item the member left or was
 *   removed (a former member reads nothing after it);
 * - items get the kind's details as JSON (`payload`), the sender's idempotency key
 *   (`client_context`, unique per sender and thread), the quoted item, a forwarded flag, an expiry time and,
 *   for a photo, the storage prefix its files sit under (so only members may fetch them);
 * - reactions (a like or one emoji per member and message) and per-viewer hidden items;
 * - each account's last activity, for presence.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const now = 'bigint';
  await db.schema.alterTable('direct_threads').addColumn('disappearing_ttl_sec', 'integer').execute();
  for (const column of ['muted', 'mute_calls', 'hidden'])
    await db.schema
      .alterTable('direct_thread_members')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('direct_thread_members')
    .addColumn('cleared_through_item_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('direct_thread_members').addColumn('left_at', now).execute();
  await db.schema.alterTable('direct_thread_members').addColumn('left_through_item_id', 'integer').execute();
  await db.schema.alterTable('direct_thread_members').addColumn('last_seen_item_id', 'integer').execute();

  await db.schema.alterTable('direct_items').addColumn('payload', 'text').execute();
  await db.schema.alterTable('direct_items').addColumn('client_context', 'text').execute();
  await db.schema.alterTable('direct_items').addColumn('replied_to_item_id', 'integer').execute();
  await db.schema
    .alterTable('direct_items')
    .addColumn('is_forwarded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('direct_items').addColumn('expires_at', now).execute();
  await db.schema.alterTable('direct_items').addColumn('image_key', 'text').execute();
  // One send to several threads stores one item per thread under the same key. NULLs are
  // distinct in unique indexes on both databases: items without a key never collide.
  await db.schema
    .createIndex('direct_items_client_context_idx')
    .on('direct_items')
    .columns(['user_id', 'client_context', 'thread_id'])
    .unique()
    .execute();
  await db.schema.createIndex('direct_items_expires_idx').on('direct_items').column('expires_at').execute();
  await db.schema.createIndex('direct_items_image_key_idx').on('direct_items').column('image_key').execute();

  await db.schema
    .createTable('direct_item_reactions')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('direct_items.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('direct_item_reactions_pk', ['item_id', 'user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('direct_item_hides')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('direct_items.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('direct_item_hides_pk', ['item_id', 'user_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('last_active_at', now).execute();
}
