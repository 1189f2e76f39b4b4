import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 29, two-factor authentication (docs/behaviour/accounts.md#two-factor-authentication): an
 * account's TOTP secret, encrypted with the server's two-factor key (never stored in the clear),
 * pending until a first code confirms it (`enabled_at`), and the last time step a code was
 * accepted for, so a code works once; its recovery codes as keyed hashes; and the login
 * checkpoint's challenges, as hashes, each with its count of wrong codes.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_expiry_idx')
    .on('two_factor_challenges')
    .column('expires_at')
    .execute();
}
