import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 26, web push (docs/behaviour/activity.md#browser-notifications): a browser's subscription
 * belongs to the session that registered it and ends with it (log out, expiry, account deletion),
 * so that a shared device stops receiving an account's notifications once it is logged out. The
 * subscriptions registered before this had no session: they are dropped, and their browsers
 * register again from the settings.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.deleteFrom('push_subscriptions' as never).execute();
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('session_hash', 'text', (c) => c.references('sessions.token_hash').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session_idx')
    .on('push_subscriptions')
    .column('session_hash')
    .execute();
}
