import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 29, password reset and email (docs/behaviour/accounts.md#password-reset,
 * docs/behaviour/accounts.md#email-address, docs/behaviour/accounts.md#mail-delivery):
 * - `users.email_confirmed_at`: when the account's address was confirmed by its link; null until
 *   then (every account older than this, too).
 * - `account_tokens`: the links mailed to an account, stored only as a hash of their token, each
 *   for one purpose (a password reset, or confirming an address: `email` names the address it
 *   confirms), single use and short-lived. They go with the account.
 * - `mail_outbox`: each mail written in the transaction that made its token and sent after the
 *   commit, retried with backoff while the SMTP server is down; dropped once sent or once its link
 *   has expired.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const time = 'bigint';
  await db.schema.alterTable('users').addColumn('email_confirmed_at', time).execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
  const outbox = db.schema.createTable('mail_outbox');
  await (
    dialect === 'postgres'
      ? outbox.addColumn('id', 'serial', (c) => c.primaryKey())
      : outbox.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').column('next_attempt_at').execute();
}
