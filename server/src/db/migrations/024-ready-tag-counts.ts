import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The number of a tag's ready posts by public accounts not awaiting deletion (docs/behaviour/search.md#counts). */
const recount = (tag: string) => `(select count(*) from media_hashtags mh
  join media m on m.id = mh.media_id join users u on u.id = m.owner_id
  where mh.tag = ${tag} and m.processing = 'ready' and u.is_private = 0 and u.deletion_requested_at is null)`;

/** Whether the post just tagged counts: ready, by a public account not awaiting deletion. */
const counts = `exists (select 1 from media m join users u on u.id = m.owner_id
  where m.id = new.media_id and m.processing = 'ready' and u.is_private = 0 and u.deletion_requested_at is null)`;

/** The tags of the post a media row update concerns, counted again. */
const recountPostTags = `update hashtags set public_media_count = ${recount('hashtags.tag')}
  where tag in (select mh.tag from media_hashtags mh where mh.media_id = new.id)`;

/**
 * Issue 14, processing videos out of every count (docs/behaviour/search.md#counts,
 * docs/behaviour/media.md#video-processing): 008's triggers counted a tag's posts as soon as they
 * were tagged, so a video still processing (or one that failed) raised the public count everyone
 * sees, although nobody but its author may see it. Now a post counts once it is ready: the tag
 * triggers count ready posts only, a new trigger counts a post's tags again when its processing
 * state changes (ready, failed), and every stored count is made again.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await replacePostgresTriggers(db);
  else await replaceSqliteTriggers(db);
  await sql.raw(`update hashtags set public_media_count = ${recount('hashtags.tag')}`).execute(db);
}

async function replaceSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `drop trigger hashtags_on_tag`,
    `create trigger hashtags_on_tag after insert on media_hashtags begin
       insert into hashtags (tag, public_media_count) values (new.tag, 0) on conflict do nothing;
       update hashtags set public_media_count = public_media_count + 1 where tag = new.tag and ${counts};
     end`,
    `drop trigger hashtags_on_untag`,
    `create trigger hashtags_on_untag after delete on media_hashtags begin
       update hashtags set public_media_count = ${recount('old.tag')} where tag = old.tag;
     end`,
    `drop trigger hashtags_on_privacy`,
    `create trigger hashtags_on_privacy after update of is_private, deletion_requested_at on users
     when old.is_private is not new.is_private or old.deletion_requested_at is not new.deletion_requested_at begin
       update hashtags set public_media_count = ${recount('hashtags.tag')}
       where tag in (select mh.tag from media_hashtags mh join media m on m.id = mh.media_id where m.owner_id = new.id);
     end`,
    `create trigger hashtags_on_processing after update of processing on media
     when old.processing is not new.processing begin
       ${recountPostTags};
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function replacePostgresTriggers(db: Kysely<unknown>): Promise<void> {
  // `create or replace function` keeps the triggers 008 bound to these functions.
  const statements = [
    `create or replace function hashtags_on_tag() returns trigger language plpgsql as $$ begin
       insert into hashtags (tag, public_media_count) values (new.tag, 0) on conflict do nothing;
       update hashtags set public_media_count = public_media_count + 1 where tag = new.tag and ${counts};
       return null;
     end $$`,
    `create or replace function hashtags_on_untag() returns trigger language plpgsql as $$ begin
       update hashtags set public_media_count = ${recount('old.tag')} where tag = old.tag;
       return null;
     end $$`,
    `create or replace function hashtags_on_privacy() returns trigger language plpgsql as $$ begin
       if old.is_private is distinct from new.is_private
          or old.deletion_requested_at is distinct from new.deletion_requested_at then
         update hashtags set public_media_count = ${recount('hashtags.tag')}
         where tag in (select mh.tag from media_hashtags mh join media m on m.id = mh.media_id where m.owner_id = new.id);
       end if;
       return null;
     end $$`,
    `create function hashtags_on_processing() returns trigger language plpgsql as $$ begin
       ${recountPostTags};
       return null;
     end $$`,
    `create trigger hashtags_on_processing after update of processing on media for each row
     when (old.processing is distinct from new.processing) execute function hashtags_on_processing()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
