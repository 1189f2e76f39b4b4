import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-sqlite-settings-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('SQLite settings', () => {
  it('runs in WAL mode with synchronous NORMAL and foreign keys on (docs/operating.md#durability)', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const one = async (pragma: string) =>
        Object.values((await sql.raw(`pragma ${pragma}`).execute(database.db)).rows[0] as object)[0];
      expect(await one('journal_mode')).toBe('wal');
      // 1 is NORMAL (0 OFF, 2 FULL, 3 EXTRA).
      expect(await one('synchronous')).toBe(1);
      expect(await one('foreign_keys')).toBe(1);
    } finally {
      await database.close();
    }
  });
});
