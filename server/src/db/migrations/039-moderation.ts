import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 29, moderation (docs/behaviour/moderation.md):
 * - `users.suspended_at`/`suspended_until`: set while an account is suspended (until null: for
 *   good). The account rules hide a suspended account as they hide one awaiting deletion, so the
 *   index keeps the per-feed read of hidden accounts short.
 * - `users.limited_at`: set while an account is kept out of explore and search.
 * - `users.is_moderator`: 1 when an admin made the account a moderator.
 * - `reports`: one per reporter and item (unique); open until a moderator acts.
 * - `moderation_actions`: the audit log, one row per action.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const time = 'bigint';
  await db.schema.alterTable('users').addColumn('suspended_at', time).execute();
  await db.schema.alterTable('users').addColumn('suspended_until', time).execute();
  await db.schema.alterTable('users').addColumn('limited_at', time).execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_moderator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_suspended_idx').on('users').column('suspended_at').execute();
  // SQLite's people prefix lookups read their candidates from the index alone (022): the indexes
  // hold the new marks too, which those lookups test.
  if (dialect === 'sqlite') {
    const marks = sql.raw('deletion_requested_at, suspended_at, limited_at');
    await sql`drop index users_username_search_idx`.execute(db);
    await sql`drop index users_full_name_search_idx`.execute(db);
    await sql`create index users_username_search_idx on users
      (username_lower, full_name_lower, is_verified, follower_count, ${marks})`.execute(db);
    await sql`create index users_full_name_search_idx on users
      (full_name_lower, username_lower, is_verified, follower_count, ${marks})`.execute(db);
  }

  const reports = db.schema.createTable('reports');
  await (
    dialect === 'postgres'
      ? reports.addColumn('id', 'serial', (c) => c.primaryKey())
      : reports.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', time, (c) => c.notNull())
    .addColumn('target_owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('resolved_at', time)
    .addUniqueConstraint('reports_once_unique', ['reporter_id', 'kind', 'target_id'])
    .execute();
  // The queue reads open reports by item.
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'kind', 'target_id']).execute();

  const actions = db.schema.createTable('moderation_actions');
  await (
    dialect === 'postgres'
      ? actions.addColumn('id', 'serial', (c) => c.primaryKey())
      : actions.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    // The log outlives a moderator's account: the name is kept with the row.
    .addColumn('moderator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moderator_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', time, (c) => c.notNull())
    .addColumn('target_username', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('suspended_until', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
}
