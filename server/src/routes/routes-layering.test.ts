import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findQueryBuilderUses } from '../test-support/query-builder-uses.js';

const ROUTES_DIR = path.dirname(new URL(import.meta.url).pathname);

/** The route modules: every .ts file under routes/ but the tests. */
function routeSources(): string[] {
  return fs
    .readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

describe('route modules stay thin', () => {
  it('finds the query builder and raw SQL where they are used', () => {
    const source = [
      "import { sql, type Kysely } from 'kysely';",
      "import type { DB } from '../db/schema.js';",
      'export async function f(db: Kysely<DB>) {',
      "  await db.selectFrom('users').selectAll().execute();",
      "  await deps.db.insertInto('likes').values(row).execute();",
      "  await db.transaction().execute(async (trx) => trx.deleteFrom('likes').execute());",
      '  return sql`select 1`.execute(db);',
      '}',
    ].join('\n');
    expect(findQueryBuilderUses(source)).toEqual([
      'line 1: imports values from kysely',
      'line 4: .selectFrom()',
      'line 5: .insertInto()',
      'line 6: .transaction()',
      'line 6: .deleteFrom()',
      'line 7: sql template',
    ]);
  });

  it('lets a route pass the database to the domain, typed', () => {
    const source = [
      "import type { Kysely } from 'kysely';",
      "import { type Selectable } from 'kysely';",
      'export const handler = (db: Kysely<DB>) => loadInbox(db, viewer, page);',
    ].join('\n');
    expect(findQueryBuilderUses(source)).toEqual([]);
  });

  it('no route module under routes/ queries the database itself (SQL lives in domain/)', () => {
    const files = routeSources();
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      findQueryBuilderUses(fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8'), file).map((f) => `${file} ${f}`),
    );
    expect(offenders).toEqual([]);
  });
});
