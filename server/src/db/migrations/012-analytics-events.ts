import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-incrementing integer primary key in either dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Issue 15, analytics and cookie consent (docs/behaviour/analytics.md):
 * - `analytics_events`: the events a browser sent after consenting to analytics, kept for a
 *   limited time (the `created_at` index makes the retention sweep cheap);
 * - `cookie_consent_log`: one row per choice made in the cookie dialog (the interaction record as
 *   JSON), kept for the same limited time; `cookie_consents` still holds the current choice.
 * Both follow an account's deletion (cascade); a visitor's rows have no account.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = 'bigint';
  await withId(db.schema.createTable('analytics_events'), dialect)
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_category', 'text', (c) => c.notNull())
    .addColumn('event_flow', 'text')
    .addColumn('event_step', 'text')
    .addColumn('extra_client_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('access_flow_version', 'text', (c) => c.notNull())
    .addColumn('waterfall_id', 'text', (c) => c.notNull())
    .addColumn('event_request_id', 'text', (c) => c.notNull())
    .addColumn('client_time', now, (c) => c.notNull())
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_created_idx').on('analytics_events').column('created_at').execute();
  await db.schema.createIndex('analytics_events_user_idx').on('analytics_events').column('user_id').execute();

  await withId(db.schema.createTable('cookie_consent_log'), dialect)
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_at', now, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cookie_consent_log_created_idx').on('cookie_consent_log').column('created_at').execute();
  await db.schema.createIndex('cookie_consent_log_user_idx').on('cookie_consent_log').column('user_id').execute();
}
