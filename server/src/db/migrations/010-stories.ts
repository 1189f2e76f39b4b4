import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Issue 14, stories and highlights (docs/behaviour/stories.md):
 * - a story is a photo or a video of an account, for everyone or close friends, that leaves
 *   reels when `expires_at` passes (24 h after posting) but stays in its owner's archive; its
 *   files sit under `image_key` (posters and renditions) so file access can follow its audience;
 *   a video story is `processing` until its renditions exist;
 * - who saw which story and when (seen state per viewer), and story likes;
 * - highlights: titled sets of an owner's stories with a cover story.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const time = 'bigint';
  await withId(db.schema.createTable('stories'), dialect)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('everyone'))
    .addColumn('taken_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('original_width', 'integer', (c) => c.notNull())
    .addColumn('original_height', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('image_versions', 'text', (c) => c.notNull())
    .addColumn('preview', 'text')
    .addColumn('accessibility_caption', 'text')
    .addColumn('video_versions', 'text')
    .addColumn('video_hls_key', 'text')
    .addColumn('video_duration', 'real')
    .addColumn('has_audio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processing', 'text', (c) => c.notNull().defaultTo('ready'))
    .addColumn('processing_progress', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('stories_owner_expires_idx').on('stories').columns(['owner_id', 'expires_at']).execute();
  await db.schema.createIndex('stories_image_key_idx').on('stories').column('image_key').execute();

  await db.schema
    .createTable('story_views')
    .addColumn('story_id', 'integer', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('viewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('story_views_pk', ['story_id', 'viewer_id'])
    .execute();
  await db.schema.createIndex('story_views_viewer_idx').on('story_views').columns(['viewer_id', 'story_id']).execute();

  await db.schema
    .createTable('story_likes')
    .addColumn('story_id', 'integer', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('story_likes_pk', ['story_id', 'user_id'])
    .execute();

  await withId(db.schema.createTable('highlights'), dialect)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_story_id', 'integer', (c) => c.references('stories.id').onDelete('set null'))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('highlights_owner_idx').on('highlights').columns(['owner_id', 'id']).execute();

  await db.schema
    .createTable('highlight_items')
    .addColumn('highlight_id', 'integer', (c) => c.notNull().references('highlights.id').onDelete('cascade'))
    .addColumn('story_id', 'integer', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('added_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('highlight_items_pk', ['highlight_id', 'story_id'])
    .execute();
  await db.schema.createIndex('highlight_items_story_idx').on('highlight_items').column('story_id').execute();
}
