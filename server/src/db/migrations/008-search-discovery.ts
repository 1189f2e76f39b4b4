import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** Country and city of the demo catalogue's places, by name (places added later carry their own). */
const PLACE_REGIONS: ReadonlyArray<[string, string, string, string]> = [
  ['外滩', 'CN', '中国', '上海'],
  ['豫园', 'CN', '中国', '上海'],
  ['上海', 'CN', '中国', '上海'],
  ['故宫博物院', 'CN', '中国', '北京'],
  ['北京', 'CN', '中国', '北京'],
  ['東京タワー', 'JP', '日本', '東京'],
  ['東京', 'JP', '日本', '東京'],
  ['Brandenburger Tor', 'DE', 'Deutschland', 'Berlin'],
  ['Berlin', 'DE', 'Deutschland', 'Berlin'],
  ['Torre de Belém', 'PT', 'Portugal', 'Lisboa'],
  ['Praça do Comércio', 'PT', 'Portugal', 'Lisboa'],
  ['Lisbon', 'PT', 'Portugal', 'Lisboa'],
  ['Bixby Creek Bridge', 'US', 'United States', 'Big Sur'],
  ['Big Sur', 'US', 'United States', 'Big Sur'],
  ['Golden Gate Bridge', 'US', 'United States', 'San Francisco'],
  ['Sydney Opera House', 'AU', 'Australia', 'Sydney'],
];

/**
 * Issue 13, search and discovery (docs/behaviour/search.md#indexes):
 * - text indexes for people and places: SQLite FTS5 tables with the trigram tokenizer, kept in
 *   sync by triggers; PostgreSQL pg_trgm GIN indexes. Short queries (1–2 characters, which
 *   trigrams cannot find) use prefix ranges on B-tree indexes instead;
 * - `hashtags`: one row per tag with the number of its posts by public accounts, kept by triggers,
 *   so search and tag pages never count a whole tag per request;
 * - recent searches per account, followed hashtags, and the region (country, city) of places for
 *   the location directory.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';

  await db.schema
    .alterTable('locations')
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('locations')
    .addColumn('country_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('locations')
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [name, code, country, city] of PLACE_REGIONS)
    await sql`update locations set country_code = ${code}, country_name = ${country}, city = ${city} where name = ${name}`.execute(
      db,
    );
  await db.schema
    .createIndex('locations_region_idx')
    .on('locations')
    .columns(['country_code', 'city', 'name'])
    .execute();
  await db.schema.createIndex('media_location_idx').on('media').columns(['location_id', 'id']).execute();

  await db.schema
    .createTable('search_history')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('clicked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_history_pk', ['user_id', 'entity_type', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('search_history_time_idx')
    .on('search_history')
    .columns(['user_id', 'clicked_at'])
    .execute();

  await db.schema
    .createTable('hashtag_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('hashtag_follows_pk', ['user_id', 'tag'])
    .execute();

  await db.schema
    .createTable('hashtags')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    .addColumn('public_media_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into hashtags (tag, public_media_count)
    select mh.tag, sum(case when u.is_private = 0 and u.deletion_requested_at is null then 1 else 0 end)
    from media_hashtags mh join media m on m.id = mh.media_id join users u on u.id = m.owner_id
    group by mh.tag`.execute(db);
  await db.schema.createIndex('hashtags_count_idx').on('hashtags').columns(['public_media_count', 'tag']).execute();
  await db.schema.createIndex('media_hashtags_media_idx').on('media_hashtags').columns(['media_id', 'tag']).execute();

  if (pg) await createPostgresIndexes(db);
  else await createSqliteIndexes(db);
}

/** The number of a tag's posts by public accounts not awaiting deletion (docs/behaviour/search.md#counts). */
const recount = (tag: string) => `(select count(*) from media_hashtags mh
  join media m on m.id = mh.media_id join users u on u.id = m.owner_id
  where mh.tag = ${tag} and u.is_private = 0 and u.deletion_requested_at is null)`;

async function createSqliteIndexes(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create virtual table users_fts using fts5(username, full_name, tokenize = 'trigram')`,
    `insert into users_fts (rowid, username, full_name) select id, username_lower, full_name from users`,
    `create trigger users_fts_insert after insert on users begin
       insert into users_fts (rowid, username, full_name) values (new.id, new.username_lower, new.full_name);
     end`,
    `create trigger users_fts_update after update of username_lower, full_name on users begin
       update users_fts set username = new.username_lower, full_name = new.full_name where rowid = new.id;
     end`,
    `create trigger users_fts_delete after delete on users begin
       delete from users_fts where rowid = old.id;
     end`,
    `create index users_name_prefix_idx on users (lower(full_name))`,
    `create virtual table locations_fts using fts5(name, address, city, tokenize = 'trigram')`,
    `insert into locations_fts (rowid, name, address, city) select id, name, address, city from locations`,
    `create trigger locations_fts_insert after insert on locations begin
       insert into locations_fts (rowid, name, address, city) values (new.id, new.name, new.address, new.city);
     end`,
    `create trigger locations_fts_update after update on locations begin
       update locations_fts set name = new.name, address = new.address, city = new.city where rowid = new.id;
     end`,
    `create trigger locations_fts_delete after delete on locations begin
       delete from locations_fts where rowid = old.id;
     end`,
    `create index locations_name_prefix_idx on locations (lower(name))`,
    `create trigger hashtags_on_tag after insert on media_hashtags begin
       insert into hashtags (tag, public_media_count) values (new.tag, 0) on conflict do nothing;
       update hashtags set public_media_count = public_media_count + 1 where tag = new.tag and exists (
         select 1 from media m join users u on u.id = m.owner_id
         where m.id = new.media_id and u.is_private = 0 and u.deletion_requested_at is null);
     end`,
    `create trigger hashtags_on_untag after delete on media_hashtags begin
       update hashtags set public_media_count = ${recount('old.tag')} where tag = old.tag;
     end`,
    `create trigger hashtags_on_privacy after update of is_private, deletion_requested_at on users
     when old.is_private is not new.is_private or old.deletion_requested_at is not new.deletion_requested_at begin
       update hashtags set public_media_count = ${recount('hashtags.tag')}
       where tag in (select mh.tag from media_hashtags mh join media m on m.id = mh.media_id where m.owner_id = new.id);
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createPostgresIndexes(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create extension if not exists pg_trgm`,
    `create index users_username_trgm_idx on users using gin (username_lower gin_trgm_ops)`,
    `create index users_name_trgm_idx on users using gin (lower(full_name) gin_trgm_ops)`,
    `create index users_username_prefix_idx on users ((username_lower collate "C"))`,
    `create index users_name_prefix_idx on users ((lower(full_name) collate "C"))`,
    `create index locations_name_trgm_idx on locations using gin (lower(name) gin_trgm_ops)`,
    `create index locations_address_trgm_idx on locations using gin (lower(address || ' ' || city) gin_trgm_ops)`,
    `create index locations_name_prefix_idx on locations ((lower(name) collate "C"))`,
    // Prefixes are byte-wise ranges (the same order as SQLite's), whatever the cluster's locale.
    `create index hashtags_prefix_idx on hashtags ((tag collate "C"))`,
    `create function hashtags_on_tag() returns trigger language plpgsql as $$ begin
       insert into hashtags (tag, public_media_count) values (new.tag, 0) on conflict do nothing;
       update hashtags set public_media_count = public_media_count + 1 where tag = new.tag and exists (
         select 1 from media m join users u on u.id = m.owner_id
         where m.id = new.media_id and u.is_private = 0 and u.deletion_requested_at is null);
       return null;
     end $$`,
    `create trigger hashtags_on_tag after insert on media_hashtags for each row execute function hashtags_on_tag()`,
    `create function hashtags_on_untag() returns trigger language plpgsql as $$ begin
       update hashtags set public_media_count = ${recount('old.tag')} where tag = old.tag;
       return null;
     end $$`,
    `create trigger hashtags_on_untag after delete on media_hashtags for each row execute function hashtags_on_untag()`,
    `create function hashtags_on_privacy() returns trigger language plpgsql as $$ begin
       if old.is_private is distinct from new.is_private
          or old.deletion_requested_at is distinct from new.deletion_requested_at then
         update hashtags set public_media_count = ${recount('hashtags.tag')}
         where tag in (select mh.tag from media_hashtags mh join media m on m.id = mh.media_id where m.owner_id = new.id);
       end if;
       return null;
     end $$`,
    `create trigger hashtags_on_privacy after update on users for each row execute function hashtags_on_privacy()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
