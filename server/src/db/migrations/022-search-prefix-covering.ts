import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 13, search cost that does not grow with the table (docs/behaviour/search.md#indexes): on
 * SQLite, the people prefix lookups read their candidates from the index alone. Each index holds
 * what ranking reads of a candidate (names, verified, follower count) and the deletion mark, so a
 * lookup reads up to 100 neighbouring index entries instead of 100 scattered table rows.
 *
 * PostgreSQL keeps the plain prefix indexes: `follower_count` changes with every follow, and an
 * index holding it would turn those updates into index writes on every users index there.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`create index users_username_search_idx on users
    (username_lower, full_name_lower, is_verified, follower_count, deletion_requested_at)`.execute(db);
  await sql`create index users_full_name_search_idx on users
    (full_name_lower, username_lower, is_verified, follower_count, deletion_requested_at)`.execute(db);
}
