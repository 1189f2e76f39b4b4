import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 15, the shell's chrome (docs/behaviour/shell-chrome.md):
 * - `users.appearance`: light, dark or auto (follow the device), per account;
 * - `users.locale`: the interface language the account chose, null until it chooses one;
 * - `problem_reports`: what people wrote in "Report a problem", with the page they were on;
 *   they follow an account's deletion (cascade).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('appearance', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  const table = db.schema.createTable('problem_reports');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('problem_reports_user_idx').on('problem_reports').column('user_id').execute();
}
