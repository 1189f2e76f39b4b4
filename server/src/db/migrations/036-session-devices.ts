import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 29, where you're logged in (docs/behaviour/accounts.md#where-youre-logged-in): a session
 * keeps the user agent that last used it and, roughly, when (updated at most every 10 minutes,
 * never per request). Sessions started before this have neither: they show their start time and
 * no device until their next use.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'bigint').execute();
}
