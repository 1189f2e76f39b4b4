import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Splits a list into lists of at most `size` items. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts rows 200 at a time (both dialects cap the parameters of one statement). */
export async function insertMany<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: Array<Insertable<DB[T]>>,
): Promise<void> {
  for (const chunk of chunks(rows, 200)) {
    if (chunk.length > 0)
      await db
        .insertInto(table)
        .values(chunk as never)
        .execute();
  }
}
