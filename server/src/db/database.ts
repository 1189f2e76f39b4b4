import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
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

/** Prepared statements kept per SQLite connection (least recently used are dropped first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; for the feed's dozen queries per request, SQLite spends
 * more time parsing and planning than running them. Statements are reusable (one connection,
 * one query at a time behind Kysely's mutex), so they are kept by their SQL text.
 */
export function withStatementCache(file: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else statement = file.prepare(text);
      cache.set(text, statement);
      if (cache.size > size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}

// PostgreSQL answers BIGINT (times in ms, counts) as strings; they all fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens SQLite in `dataDir` or PostgreSQL at `databaseUrl`, then applies pending migrations. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** Told when PostgreSQL drops an idle pooled connection (default: console.warn). */
  warn?: (message: string, error: unknown) => void;
}): Promise<Database> {
  let db: Kysely<DB>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) is an
    // 'error' event on the pool; unhandled, it would end the whole process. The pool has already
    // dropped that connection, and the next query opens a new one (docs/operating.md#database-connections).
    const warn = options.warn ?? ((message: string, error: unknown) => console.warn(message, error));
    pool.on('error', (error) => warn('database: an idle connection was closed; the next query opens a new one', error));
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = new SQLite(path.join(options.dataDir, 'lumen.sqlite'));
    // WAL with synchronous=NORMAL: a commit reaches the operating system before it returns, so a
    // killed server (kill -9, a crash) loses nothing it acknowledged; only a power cut or kernel
    // crash may roll back the last commits (never corrupting the file). FULL would add an fsync
    // per commit (docs/operating.md#durability).
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
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
