import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Database } from '../../db/database.js';
import { userPrefixQuery } from './text-index.js';

// SQLite only: the planner there has no statistics, so which index answers a query is decided by
// the query's shape (docs/behaviour/search.md#indexes).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-plan-')) });
});
afterAll(() => database.close());

async function plan(query: CompiledQuery): Promise<string> {
  const rows = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.rows.map((r) => r.detail).join('\n');
}

describe('people prefix lookups on SQLite', () => {
  it.each(['username_lower', 'full_name_lower'] as const)(
    'reads %s from its covering index range, never the deletion index (whose walk covers every account)',
    async (column) => {
      const detail = await plan(userPrefixQuery(database.db, 'sqlite', column, 'zzq').compile());
      expect(detail).toContain(`COVERING INDEX`);
      expect(detail).toContain(`(${column}>? AND ${column}<?)`);
      expect(detail).not.toContain('users_deletion_requested_idx');
    },
  );
});
