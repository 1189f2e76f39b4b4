import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 10, people's own data (docs/behaviour/own-data.md): when an account asked to be deleted
 * (null while it is active; it is hidden from everyone until the purge), and the archives of
 * "Download your information" with their state.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('deletion_requested_at', 'bigint').execute();
  // Almost every account has null here: the index makes "accounts awaiting deletion" a tiny range.
  await db.schema.createIndex('users_deletion_requested_idx').on('users').column('deletion_requested_at').execute();

  const table = db.schema.createTable('data_exports');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'bigint')
    .execute();
  await db.schema
    .createIndex('data_exports_user_time_idx')
    .on('data_exports')
    .columns(['user_id', 'requested_at'])
    .execute();
}
