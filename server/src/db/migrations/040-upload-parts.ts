import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 28, uploads across instances (docs/behaviour/creation.md#uploads-across-instances): on a
 * bucket each acknowledged slice is an object of its own, and `upload_parts` says which object
 * holds the bytes from `start_offset` on. A part's row is written in the same transaction that
 * moves its upload's offset, after the object is whole, so any instance can take the next slice
 * or publish. The rows go with their upload (cascade); the objects are removed by whoever deletes
 * the upload.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('upload_parts')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('entity_name', 'text', (c) => c.notNull())
    .addColumn('start_offset', 'bigint', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_parts_pk', ['owner_id', 'entity_name', 'start_offset'])
    .addForeignKeyConstraint(
      'upload_parts_upload_fk',
      ['owner_id', 'entity_name'],
      'uploads',
      ['owner_id', 'entity_name'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}
