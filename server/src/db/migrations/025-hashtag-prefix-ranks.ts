import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** Prefixes of a tag kept in `hashtag_prefixes`: its first 1 to this many characters (code points). */
export const TAG_PREFIX_MAX = 8;

/** `select 1 as n union all select 2 ...`: the prefix lengths (SQLite triggers allow no WITH). */
const lengths = Array.from({ length: TAG_PREFIX_MAX }, (_, i) => `select ${i + 1} as n`).join(' union all ');

/** The prefix rows of the tag `tag` with count `count` (SQL expressions), one per length up to the tag's own. */
const prefixRows = (tag: string, count: string) => `select ${tag}, substr(${tag}, 1, lengths.n), ${count}
  from (${lengths}) lengths where lengths.n <= length(${tag})`;

/**
 * Issue 13, search cost that does not grow with the table (docs/behaviour/search.md#indexes):
 * search listed the most used tags starting with the query by reading every tag in the prefix
 * range and sorting them by count (all tags starting with "s" for "s"). `hashtag_prefixes` holds
 * each tag under each of its first TAG_PREFIX_MAX prefixes with the tag's public count, indexed by
 * (prefix, count descending, tag): the top tags for a prefix are the first rows of one index range.
 * Triggers on `hashtags` keep it in step (a new tag, a count changed, a tag removed), so every
 * trigger that changes a count (008, 024) keeps it right without knowing about it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('hashtag_prefixes')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('public_media_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hashtag_prefixes_pk', ['tag', 'prefix'])
    .execute();
  // Byte order for the tie on tag on PostgreSQL too (SQLite's BINARY), whatever the cluster's locale.
  const tagOrder = dialect === 'postgres' ? 'tag collate "C"' : 'tag';
  await sql
    .raw(`create index hashtag_prefixes_rank_idx on hashtag_prefixes (prefix, public_media_count desc, ${tagOrder})`)
    .execute(db);
  await sql
    .raw(
      `insert into hashtag_prefixes (tag, prefix, public_media_count)
       select hashtags.tag, substr(hashtags.tag, 1, lengths.n), hashtags.public_media_count
       from hashtags join (${lengths}) lengths on lengths.n <= length(hashtags.tag)`,
    )
    .execute(db);
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger hashtag_prefixes_on_insert after insert on hashtags begin
       insert into hashtag_prefixes (tag, prefix, public_media_count) ${prefixRows('new.tag', 'new.public_media_count')};
     end`,
    `create trigger hashtag_prefixes_on_count after update of public_media_count on hashtags
     when old.public_media_count is not new.public_media_count begin
       update hashtag_prefixes set public_media_count = new.public_media_count where tag = new.tag;
     end`,
    `create trigger hashtag_prefixes_on_delete after delete on hashtags begin
       delete from hashtag_prefixes where tag = old.tag;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create function hashtag_prefixes_on_insert() returns trigger language plpgsql as $$ begin
       insert into hashtag_prefixes (tag, prefix, public_media_count) ${prefixRows('new.tag', 'new.public_media_count')};
       return null;
     end $$`,
    `create trigger hashtag_prefixes_on_insert after insert on hashtags
     for each row execute function hashtag_prefixes_on_insert()`,
    `create function hashtag_prefixes_on_count() returns trigger language plpgsql as $$ begin
       update hashtag_prefixes set public_media_count = new.public_media_count where tag = new.tag;
       return null;
     end $$`,
    `create trigger hashtag_prefixes_on_count after update of public_media_count on hashtags for each row
     when (old.public_media_count is distinct from new.public_media_count) execute function hashtag_prefixes_on_count()`,
    `create function hashtag_prefixes_on_delete() returns trigger language plpgsql as $$ begin
       delete from hashtag_prefixes where tag = old.tag;
       return null;
     end $$`,
    `create trigger hashtag_prefixes_on_delete after delete on hashtags
     for each row execute function hashtag_prefixes_on_delete()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
