import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

type ColumnType = 'text' | 'integer' | 'double precision';

/**
 * Adds a column; one statement per column because SQLite's ALTER TABLE takes only one.
 * Flags get NOT NULL DEFAULT 0 so existing rows stay valid in both dialects.
 */
async function addColumn(db: Kysely<unknown>, table: string, column: string, type: ColumnType, flag = false) {
  await db.schema
    .alterTable(table)
    .addColumn(column, type, (c) => (flag ? c.notNull().defaultTo(0) : c))
    .execute();
}

/**
 * Issue 3: carousels, video, usertags, coauthors, partnerships, overlays, comment likes and
 * covered comments, collections, ads, suggestions, home-feed snapshots, and the minimal
 * relationship tables (favourites, mutes, blocks, restricts, follow requests) the feed obeys.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = 'bigint';

  // Video (the poster is the row's image renditions), overlays, labels, partnerships.
  await addColumn(db, 'media', 'video_versions', 'text');
  await addColumn(db, 'media', 'video_hls_key', 'text');
  await addColumn(db, 'media', 'video_duration', 'double precision');
  await addColumn(db, 'media', 'has_audio', 'integer', true);
  await addColumn(db, 'media', 'overlay_type', 'text');
  await addColumn(db, 'media', 'transparency_label', 'text');
  await addColumn(db, 'media', 'is_paid_partnership', 'integer', true);

  await withId(db.schema.createTable('media_children'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('original_width', 'integer', (c) => c.notNull())
    .addColumn('original_height', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('image_versions', 'text', (c) => c.notNull())
    .addColumn('preview', 'text')
    .addColumn('accessibility_caption', 'text')
    .addColumn('video_versions', 'text')
    .addColumn('video_hls_key', 'text')
    .addColumn('video_duration', 'double precision')
    .addColumn('has_audio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('media_children_media_idx')
    .on('media_children')
    .columns(['media_id', 'position'])
    .execute();

  await withId(db.schema.createTable('usertags'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (c) => c.references('media_children.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usertags_media_idx').on('usertags').column('media_id').execute();

  await db.schema
    .createTable('media_coauthors')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('media_coauthors_pk', ['media_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('media_sponsors')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('sponsor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('media_sponsors_pk', ['media_id', 'sponsor_id'])
    .execute();

  // Comments: restricted authors' comments are covered; likes on comments.
  await addColumn(db, 'comments', 'is_covered', 'integer', true);
  await addColumn(db, 'comments', 'restricted_status', 'integer', true);
  await db.schema.createIndex('comments_parent_idx').on('comments').columns(['parent_comment_id', 'id']).execute();
  // The rate limit and the spam rule count a user's recent comments.
  await db.schema.createIndex('comments_user_time_idx').on('comments').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_likes_user_idx').on('comment_likes').column('user_id').execute();

  // Facepiles read a post's latest likes: this index answers them without touching the table.
  await db.schema
    .createIndex('likes_media_time_idx')
    .on('likes')
    .columns(['media_id', 'created_at', 'user_id'])
    .execute();

  // Saves: "All posts" is every save; named collections hold a subset.
  await db.schema.createIndex('saves_user_time_idx').on('saves').columns(['user_id', 'created_at']).execute();
  await withId(db.schema.createTable('collections'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collections_user_idx').on('collections').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('collection_items')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_items_pk', ['collection_id', 'media_id'])
    .execute();
  await db.schema.createIndex('collection_items_media_idx').on('collection_items').column('media_id').execute();

  // Relationships the feed obeys (issue 5 adds their endpoints and UI).
  await addColumn(db, 'follows', 'is_feed_favorite', 'integer', true);
  await addColumn(db, 'follows', 'is_bestie', 'integer', true);
  await db.schema
    .createTable('follow_requests')
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_requests_pk', ['requester_id', 'target_id'])
    .execute();
  await db.schema.createIndex('follow_requests_target_idx').on('follow_requests').column('target_id').execute();
  await db.schema
    .createTable('mutes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mute_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mute_stories', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pk', ['user_id', 'target_id'])
    .execute();
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();
  await db.schema
    .createTable('restricts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('restricts_pk', ['user_id', 'target_id'])
    .execute();
  await db.schema
    .createTable('suggestion_dismissals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('suggestion_dismissals_pk', ['user_id', 'target_id'])
    .execute();

  // Operator-configured sponsored posts (server/README.md, "Ads").
  await withId(db.schema.createTable('ads'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('ad_title', 'text', (c) => c.notNull())
    .addColumn('link_text', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('disclaimers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();

  // The ranked part of a viewer's home feed, frozen so its pages never repeat or skip.
  await withId(db.schema.createTable('feed_snapshots'), dialect)
    .addColumn('viewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_snapshots_viewer_idx')
    .on('feed_snapshots')
    .columns(['viewer_id', 'created_at'])
    .execute();
}
