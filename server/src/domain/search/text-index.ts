import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';

/** Most candidates one index lookup returns: ranking then works on a bounded set, whatever the table size. */
export const CANDIDATE_LIMIT = 100;

/** Trigram indexes find substrings of at least this many characters; shorter terms use prefixes only. */
export const TRIGRAM_MIN = 3;

/** Number of characters (code points, so 林 is one). */
export function charLength(text: string): number {
  return [...text].length;
}

/**
 * A byte-wise prefix range on an indexed text expression (docs/behaviour/search.md#indexes): the
 * same order on SQLite (BINARY) and PostgreSQL (collation "C", which the prefix indexes use).
 */
export function prefixRange(dialect: Dialect, expression: RawBuilder<unknown>, prefix: string): RawBuilder<boolean> {
  const upper = `${prefix}\u{10FFFF}`;
  return dialect === 'postgres'
    ? sql<boolean>`(${expression} collate "C") >= ${prefix} and (${expression} collate "C") < ${upper}`
    : sql<boolean>`${expression} >= ${prefix} and ${expression} < ${upper}`;
}

/** Escapes LIKE wildcards so a term matches literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** An FTS5 phrase: the term in double quotes (inner quotes doubled), so it matches as typed. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Ids of users whose username or full name contains the (lower-case) term, from the trigram index:
 * FTS5 on SQLite, pg_trgm on PostgreSQL (a LIKE the GIN index answers). At most CANDIDATE_LIMIT.
 * Terms shorter than TRIGRAM_MIN find nothing here (see userPrefixCandidates).
 */
export async function userSubstringCandidates(db: Kysely<DB>, dialect: Dialect, term: string): Promise<number[]> {
  if (charLength(term) < TRIGRAM_MIN) return [];
  if (dialect === 'postgres') {
    const pattern = `%${likeEscape(term)}%`;
    const rows = await sql<{ id: number }>`select id from users
      where username_lower like ${pattern} escape '\\' or lower(full_name) like ${pattern} escape '\\'
      limit ${CANDIDATE_LIMIT}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  }
  const rows = await sql<{ id: number }>`select rowid as id from users_fts
    where users_fts match ${ftsPhrase(term)} limit ${CANDIDATE_LIMIT}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** Ids of users whose username or full name starts with the (lower-case) term, from B-tree ranges. */
export async function userPrefixCandidates(db: Kysely<DB>, dialect: Dialect, term: string): Promise<number[]> {
  const byUsername = await db
    .selectFrom('users')
    .select('id')
    .where(prefixRange(dialect, sql`username_lower`, term))
    .limit(CANDIDATE_LIMIT)
    .execute();
  const byName = await db
    .selectFrom('users')
    .select('id')
    .where(prefixRange(dialect, sql`lower(full_name)`, term))
    .limit(CANDIDATE_LIMIT)
    .execute();
  return [...new Set([...byUsername, ...byName].map((r) => Number(r.id)))];
}

/** Ids of places whose name, address or city contains the term (trigram index), or whose name starts with it. */
export async function placeCandidates(db: Kysely<DB>, dialect: Dialect, term: string): Promise<number[]> {
  const prefix = await db
    .selectFrom('locations')
    .select('id')
    .where(prefixRange(dialect, sql`lower(name)`, term))
    .limit(CANDIDATE_LIMIT)
    .execute();
  let substring: Array<{ id: number }> = [];
  if (charLength(term) >= TRIGRAM_MIN) {
    if (dialect === 'postgres') {
      const pattern = `%${likeEscape(term)}%`;
      substring = (
        await sql<{ id: number }>`select id from locations
        where lower(name) like ${pattern} escape '\\' or lower(address || ' ' || city) like ${pattern} escape '\\'
        limit ${CANDIDATE_LIMIT}`.execute(db)
      ).rows;
    } else {
      substring = (
        await sql<{ id: number }>`select rowid as id from locations_fts
        where locations_fts match ${ftsPhrase(term)} limit ${CANDIDATE_LIMIT}`.execute(db)
      ).rows;
    }
  }
  return [...new Set([...prefix, ...substring].map((r) => Number(r.id)))];
}
