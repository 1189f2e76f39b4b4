import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DB } from '../schema.js';
import type { Dialect } from '../database.js';
import { migrateUpTo } from '../migrator.js';
import { freshPostgresDatabase } from '../../test-support/test-app.js';

const dialect: Dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-migrate-003-'));
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

describe('migration 003 on a database with data from 002', () => {
  it('keeps old uploads (no session) and adds the places catalogue', async () => {
    db = await open();
    await migrateUpTo(db, dialect, '002-feed-engagement');
    const user = await db
      .insertInto('users')
      .values({
        username: 'a',
        username_lower: 'a',
        email_lower: 'a@x',
        password_hash: 'x',
        full_name: '',
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only the columns 002 knows, so this insert is what an old server wrote.
    await db
      .insertInto('uploads')
      .values({
        owner_id: user.id,
        entity_name: '1_0_10',
        upload_id: '1',
        entity_length: 10,
        entity_type: 'image/jpeg',
        media_type: 1,
        received: 4,
        created_at: 1,
      })
      .execute();
    await migrateUpTo(db, dialect, '003-media-pipeline');
    expect(await db.selectFrom('uploads').select(['received', 'session_hash']).execute()).toEqual([
      { received: 4, session_hash: null },
    ]);
    const place = await db
      .insertInto('locations')
      .values({ name: 'Somewhere', lat: 1.5, lng: -2.25 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(place).toMatchObject({ name: 'Somewhere', address: '', lat: 1.5, lng: -2.25 });
  });
});
