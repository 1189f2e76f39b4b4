import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Dialect } from '../db/database.js';

/**
 * What the database itself finds wrong, empty when it is sound. SQLite: `PRAGMA integrity_check`
 * (pages, indexes, constraints) and `PRAGMA foreign_key_check`. PostgreSQL keeps its files sound
 * on its own; it is asked for constraints or indexes left invalid, and every foreign key is checked
 * by hand (a child row whose parent is missing), the same question foreign_key_check answers.
 */
export async function integrityProblems(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const problems = integrity.rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    const foreign = await sql<{ table: string; rowid: number; parent: string }>`pragma foreign_key_check`.execute(db);
    for (const row of foreign.rows) problems.push(`${row.table} row ${row.rowid}: missing ${row.parent}`);
    return problems;
  }
  const problems: string[] = [];
  const invalid = await sql<{ name: string }>`
    select conname as name from pg_constraint where not convalidated
    union all
    select indexrelid::regclass::text from pg_index where not indisvalid`.execute(db);
  for (const row of invalid.rows) problems.push(`not valid: ${row.name}`);
  const keys = await sql<{ name: string; child: string; parent: string; child_cols: string[]; parent_cols: string[] }>`
    select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols
    from pg_constraint c where c.contype = 'f'`.execute(db);
  for (const key of keys.rows) {
    const present = key.child_cols.map((col) => sql`c.${sql.ref(col)} is not null`);
    const joined = key.child_cols.map((col, i) => sql`p.${sql.ref(key.parent_cols[i]!)} = c.${sql.ref(col)}`);
    const orphans = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(key.child)} c
      where ${sql.join(present, sql` and `)}
        and not exists (select 1 from ${sql.table(key.parent)} p where ${sql.join(joined, sql` and `)})`.execute(db);
    const n = orphans.rows[0]?.n ?? 0;
    if (n > 0) problems.push(`${key.child}: ${n} rows break ${key.name}`);
  }
  return problems;
}

/** Counters kept beside their rows (like_count, comment_count) that disagree with the rows. */
export async function counterProblems(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('media as m')
    .select((eb) => [
      'm.id',
      'm.like_count',
      'm.comment_count',
      eb
        .selectFrom('likes as l')
        .whereRef('l.media_id', '=', 'm.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('likes'),
      eb
        .selectFrom('comments as c')
        .whereRef('c.media_id', '=', 'm.id')
        .where('c.is_covered', '=', 0)
        .select(eb.fn.countAll<number>().as('n'))
        .as('comments'),
    ])
    .execute();
  const problems: string[] = [];
  for (const row of rows) {
    if (Number(row.likes) !== row.like_count)
      problems.push(`post ${row.id}: like_count ${row.like_count}, ${row.likes} likes`);
    if (Number(row.comments) !== row.comment_count)
      problems.push(`post ${row.id}: comment_count ${row.comment_count}, ${row.comments} comments`);
  }
  return problems;
}

/** Every table's rows, sorted, for comparing two databases (a backup and its restore). */
export async function tableContents(db: Kysely<DB>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    contents[table] = rows.rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return contents;
}
