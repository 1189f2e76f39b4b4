import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { openDatabase, type Database } from './database.js';

// docs/operating.md#database-connections
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('a pooled PostgreSQL connection closed by the server', () => {
  let database: Database;
  let url: string;
  const warnings: unknown[] = [];
  beforeAll(async () => {
    url = await freshPostgresDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-connections-'));
    database = await openDatabase({ databaseUrl: url, dataDir, warn: (_message, error) => warnings.push(error) });
  });
  afterAll(() => database.close());

  it('is logged and replaced; the process keeps answering queries', async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 3 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    const admin = new pg.Client(url);
    await admin.connect();
    let terminated = 0;
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      terminated = ended.rows.length;
      expect(terminated).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // The pool learns of each closed connection as an 'error' event; unhandled, the test process
    // would end here with "Connection terminated unexpectedly". Wait for every one of them: a query
    // sent before the pool has heard of a closed connection may still be given it.
    await expect.poll(() => warnings.length, { timeout: 5000 }).toBeGreaterThanOrEqual(terminated);
    const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(database.db);
    expect(Number(rows[0]?.answer)).toBe(42);
  });
});
