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
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-migrate-004-'));
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

describe('migration 004 on a database with data from 003', () => {
  it('adds supervisions; existing follows stay; a deleted user takes its supervisions along', async () => {
    db = await open();
    await migrateUpTo(db, dialect, '003-media-pipeline');
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
    await db.insertInto('follows').values({ follower_id: a!.id, followee_id: b!.id, created_at: 1 }).execute();
    await migrateToLatest(db, dialect);
    expect(await db.selectFrom('follows').select('follower_id').execute()).toHaveLength(1);
    await db.insertInto('supervisions').values({ supervisor_id: a!.id, supervised_id: b!.id, created_at: 2 }).execute();
    await expect(
      db.insertInto('supervisions').values({ supervisor_id: a!.id, supervised_id: b!.id, created_at: 3 }).execute(),
    ).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', b!.id).execute();
    expect(await db.selectFrom('supervisions').selectAll().execute()).toEqual([]);
  });
});
