import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Creates the initial schema: accounts, sessions, follows, media, engagement, direct, consent, uploads. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = 'bigint';
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email_lower', 'text', (c) => c.unique())
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category', 'text')
    .addColumn('avatar_key', 'text')
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addColumn('expires_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee_idx').on('follows').column('followee_id').execute();

  await withId(db.schema.createTable('media'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull().defaultTo('feed'))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accessibility_caption', 'text')
    .addColumn('taken_at', now, (c) => c.notNull())
    .addColumn('original_width', 'integer', (c) => c.notNull())
    .addColumn('original_height', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('image_versions', 'text', (c) => c.notNull())
    .addColumn('preview', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_and_view_counts_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('location_name', 'text')
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .execute();
  await db.schema.createIndex('media_owner_time_idx').on('media').columns(['owner_id', 'taken_at', 'id']).execute();
  await db.schema.createIndex('media_time_idx').on('media').columns(['taken_at', 'id']).execute();

  await db.schema
    .createTable('media_hashtags')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_hashtags_pk', ['tag', 'media_id'])
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['media_id', 'user_id'])
    .execute();
  await db.schema.createIndex('likes_user_idx').on('likes').columns(['user_id', 'media_id']).execute();

  await withId(db.schema.createTable('comments'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('parent_comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_media_idx').on('comments').columns(['media_id', 'id']).execute();

  await db.schema
    .createTable('saves')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('saves_pk', ['user_id', 'media_id'])
    .execute();

  await withId(db.schema.createTable('direct_threads'), dialect)
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', now, (c) => c.notNull())
    .addColumn('last_activity_at', now, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('direct_thread_members')
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('direct_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', now)
    .addPrimaryKeyConstraint('direct_thread_members_pk', ['thread_id', 'user_id'])
    .execute();
  await db.schema.createIndex('direct_members_user_idx').on('direct_thread_members').column('user_id').execute();

  await withId(db.schema.createTable('direct_items'), dialect)
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('direct_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('direct_items_thread_idx').on('direct_items').columns(['thread_id', 'id']).execute();

  await db.schema
    .createTable('cookie_consents')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accept_only_essential', 'integer', (c) => c.notNull())
    .addColumn('consent_to_everything', 'integer', (c) => c.notNull())
    .addColumn('opted_in_controls', 'text', (c) => c.notNull())
    .addColumn('optouts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('decided_at', now, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entity_name', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('entity_length', now, (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('received', now, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', now, (c) => c.notNull())
    .addPrimaryKeyConstraint('uploads_pk', ['owner_id', 'entity_name'])
    .execute();
  await db.schema.createIndex('uploads_upload_id_idx').on('uploads').columns(['owner_id', 'upload_id']).execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
