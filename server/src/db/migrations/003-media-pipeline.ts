import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Issue 4: the creation pipeline. Uploads remember the login session that started them (a
 * resumed upload must come from the same session); a catalogue of places for location search
 * and geotags; posts point at the place they were tagged with.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Existing rows keep NULL: started before sessions were recorded, they match no session, so
  // nobody resumes or publishes them, and the stale-upload sweep removes them.
  await db.schema.alterTable('uploads').addColumn('session_hash', 'text').execute();

  await withId(db.schema.createTable('locations'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_lat_idx').on('locations').columns(['lat', 'lng']).execute();

  await db.schema.alterTable('media').addColumn('location_id', 'integer').execute();
}
