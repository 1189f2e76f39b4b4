import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DB } from '../schema.js';
import type { Dialect } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrator.js';
import { freshPostgresDatabase } from '../../test-support/test-app.js';

const dialect: Dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-migrate-'));
let db: Kysely<DB>;

afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<Kysely<DB>> {
  if (dialect === 'postgres')
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: await freshPostgresDatabase(), max: 2 }) }),
    });
  const file = new SQLite(path.join(dataDir, 'upgrade.sqlite'));
  file.pragma('foreign_keys = ON');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) });
}

describe('migration 002 on a database with data from 001', () => {
  it('upgrades in place: old rows keep working with the new defaults', async () => {
    db = await open();
    await migrateUpTo(db, dialect, '001-initial');
    const base = { password_hash: 'x', full_name: '', created_at: 1 };
    const [a, b] = await Promise.all(
      ['a', 'b'].map((name) =>
        db
          .insertInto('users')
          .values({ ...base, username: name, username_lower: name, email_lower: `${name}@x` })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    // Only the columns 001 knows, so this insert is what an old server wrote.
    await db.insertInto('follows').values({ follower_id: a!.id, followee_id: b!.id, created_at: 1 }).execute();
    const media = await db
      .insertInto('media')
      .values({
        code: 'old',
        owner_id: b!.id,
        media_type: 1,
        product_type: 'feed',
        caption: '',
        caption_edited: 0,
        accessibility_caption: null,
        taken_at: 1,
        original_width: 10,
        original_height: 10,
        image_key: 'k',
        image_versions: '[]',
        preview: null,
        like_count: 0,
        comment_count: 0,
        comments_disabled: 0,
        like_and_view_counts_disabled: 0,
        location_name: null,
        location_lat: null,
        location_lng: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comments')
      .values({
        media_id: media.id,
        user_id: a!.id,
        text: 'old',
        parent_comment_id: null,
        like_count: 0,
        created_at: 1,
      })
      .execute();

    await migrateToLatest(db, dialect);
    expect(await db.selectFrom('follows').select(['is_feed_favorite', 'is_bestie']).execute()).toEqual([
      { is_feed_favorite: 0, is_bestie: 0 },
    ]);
    expect(
      await db
        .selectFrom('media')
        .select(['has_audio', 'is_paid_partnership', 'video_hls_key', 'overlay_type'])
        .execute(),
    ).toEqual([{ has_audio: 0, is_paid_partnership: 0, video_hls_key: null, overlay_type: null }]);
    expect(await db.selectFrom('comments').select(['is_covered', 'restricted_status']).execute()).toEqual([
      { is_covered: 0, restricted_status: 0 },
    ]);
    // The new tables exist and cascade with their parents.
    await db.insertInto('comment_likes').values({ comment_id: 1, user_id: a!.id, created_at: 2 }).execute();
    await db.insertInto('collections').values({ user_id: a!.id, name: 'c', created_at: 2 }).execute();
    await db.deleteFrom('media').where('id', '=', media.id).execute();
    expect(await db.selectFrom('comment_likes').selectAll().execute()).toEqual([]);
    // Running again is a no-op.
    await migrateToLatest(db, dialect);
  });
});
