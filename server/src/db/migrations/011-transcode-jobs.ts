import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Issue 14, durable transcoding (docs/behaviour/media.md#video-processing):
 * - a video post is `processing` until its renditions exist (only its author sees it meanwhile,
 *   with the progress);
 * - transcoding jobs live in the database, so a restart resumes them: the source file, the post
 *   or story it is for, its state, progress, attempts and the lease of the worker running it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('processing', 'text', (c) => c.notNull().defaultTo('ready'))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('processing_progress', 'real', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('transcode_jobs'), dialect)
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_file', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('ladder', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transcode_jobs_state_idx').on('transcode_jobs').columns(['state', 'id']).execute();
  await db.schema
    .createIndex('transcode_jobs_target_idx')
    .on('transcode_jobs')
    .columns(['target_kind', 'target_id'])
    .execute();
}
