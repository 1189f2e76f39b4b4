import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DB } from './schema.js';
import { migrateToLatest } from './migrator.js';

/** The two supported SQL dialects. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database with its dialect. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// PostgreSQL answers BIGINT (times in ms, counts) as strings; they all fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens SQLite in `dataDir` or PostgreSQL at `databaseUrl`, then applies pending migrations. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  let db: Kysely<DB>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = new SQLite(path.join(options.dataDir, 'lumen.sqlite'));
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) });
  }
  await migrateToLatest(db, dialect);
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
