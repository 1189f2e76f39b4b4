import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { searchableName } from '../../domain/users/searchable-name.js';

/** Rows lower-cased per statement while filling `full_name_lower`. */
const BACKFILL_BATCH = 500;

/**
 * Issue 13, search ranking facts read with the candidates (docs/behaviour/search.md#indexes):
 * - `users.full_name_lower`: the full name lower-cased by the server with Unicode rules (SQLite's
 *   `lower()` only knows ASCII, PostgreSQL's depends on the cluster's locale), so "él" finds
 *   "Élodie" on both; prefix (and on PostgreSQL trigram) indexes move from `lower(full_name)` to
 *   it. A row inserted without it gets `lower(full_name)` from a trigger, so a writer that forgets
 *   still finds ASCII names;
 * - `users.follower_count`: kept by triggers on `follows`, so ranking reads one number per
 *   candidate instead of counting each candidate's followers.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema
    .alterTable('users')
    .addColumn('full_name_lower', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  let after = 0;
  for (;;) {
    const rows = (
      await sql<{ id: number; full_name: string }>`select id, full_name from users
        where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    for (const row of rows)
      await sql`update users set full_name_lower = ${searchableName(row.full_name)} where id = ${row.id}`.execute(db);
    after = Number(rows[rows.length - 1]!.id);
  }
  await sql`update users set follower_count = (select count(*) from follows where follows.followee_id = users.id)`.execute(
    db,
  );

  const statements = pg
    ? [
        `drop index if exists users_name_trgm_idx`,
        `drop index if exists users_name_prefix_idx`,
        `create index users_name_lower_trgm_idx on users using gin (full_name_lower gin_trgm_ops)`,
        `create index users_name_lower_prefix_idx on users ((full_name_lower collate "C"))`,
        `create function users_name_lower_default() returns trigger language plpgsql as $$ begin
           if new.full_name_lower = '' then new.full_name_lower := lower(new.full_name); end if;
           return new;
         end $$`,
        `create trigger users_name_lower_default before insert on users
         for each row execute function users_name_lower_default()`,
        `create function follows_count_followers() returns trigger language plpgsql as $$ begin
           if tg_op = 'INSERT' then
             update users set follower_count = follower_count + 1 where id = new.followee_id;
           else
             update users set follower_count = follower_count - 1 where id = old.followee_id;
           end if;
           return null;
         end $$`,
        `create trigger follows_count_followers after insert or delete on follows
         for each row execute function follows_count_followers()`,
      ]
    : [
        `drop index if exists users_name_prefix_idx`,
        `create index users_name_lower_prefix_idx on users (full_name_lower)`,
        `create trigger users_name_lower_default after insert on users
         when new.full_name_lower = '' and new.full_name <> '' begin
           update users set full_name_lower = lower(new.full_name) where id = new.id;
         end`,
        `create trigger follows_count_insert after insert on follows begin
           update users set follower_count = follower_count + 1 where id = new.followee_id;
         end`,
        `create trigger follows_count_delete after delete on follows begin
           update users set follower_count = follower_count - 1 where id = old.followee_id;
         end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
