import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 24, anonymous writes: the retention sweep deletes cookie choices no browser can present
 * any more, by the time they were made (docs/behaviour/consent.md#limits); this index keeps that
 * delete from reading the whole table on every pass.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('cookie_consents_decided_idx').on('cookie_consents').column('decided_at').execute();
}
