import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 24, several instances on one database (docs/operating.md#one-data-folder-per-process):
 * `uploads.holder_instance` is the identity of the instance whose data folder holds the upload's
 * bytes; only that instance reconciles, sweeps or resumes it. Rows made before this have none:
 * the first instance to find their file in its own folder at start-up adopts them, and a day-old
 * one nobody adopted is swept by whichever instance sweeps first.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('holder_instance', 'text').execute();
}
