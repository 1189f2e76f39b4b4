import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { notAwaitingDeletion, notLimited } from '../../policy/list-filters.js';

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

/** What ranking needs of a found account, read with the candidate itself (no second lookup). */
export interface UserCandidate {
  id: number;
  username_lower: string;
  full_name_lower: string;
  is_verified: number;
  follower_count: number;
}

const CANDIDATE_COLUMNS = [
  'users.id',
  'users.username_lower',
  'users.full_name_lower',
  'users.is_verified',
  'users.follower_count',
] as const;

// Built field by field (not spread): search reads a few hundred of these per request.
const asCandidates = (rows: UserCandidate[]): UserCandidate[] =>
  rows.map((row) => ({
    id: Number(row.id),
    username_lower: row.username_lower,
    full_name_lower: row.full_name_lower,
    is_verified: row.is_verified,
    follower_count: Number(row.follower_count),
  }));

/**
 * Users whose username or full name contains the (lower-case) term, from the trigram index:
 * FTS5 on SQLite, pg_trgm on PostgreSQL (a LIKE the GIN index answers). At most CANDIDATE_LIMIT;
 * accounts awaiting deletion are left out. Terms shorter than TRIGRAM_MIN find nothing here (see
 * userPrefixCandidates).
 */
export async function userSubstringCandidates(
  db: Kysely<DB>,
  dialect: Dialect,
  term: string,
): Promise<UserCandidate[]> {
  if (charLength(term) < TRIGRAM_MIN) return [];
  if (dialect === 'postgres') {
    const pattern = `%${likeEscape(term)}%`;
    const rows = await sql<UserCandidate>`select id, username_lower, full_name_lower, is_verified, follower_count
      from users
      where (username_lower like ${pattern} escape '\\' or full_name_lower like ${pattern} escape '\\')
        and ${notAwaitingDeletion('users')} and ${notLimited('users')}
      limit ${CANDIDATE_LIMIT}`.execute(db);
    return asCandidates(rows.rows);
  }
  // FTS5's trigram tokenizer folds case with Unicode rules, like searchableName.
  const rows = await sql<UserCandidate>`select users.id, users.username_lower, users.full_name_lower,
      users.is_verified, users.follower_count
    from users_fts join users on users.id = users_fts.rowid
    where users_fts match ${ftsPhrase(term)} and ${notAwaitingDeletion('users')} and ${notLimited('users')}
    limit ${CANDIDATE_LIMIT}`.execute(db);
  return asCandidates(rows.rows);
}

/**
 * Users whose username or full name starts with the (lower-case) term, from B-tree ranges (at most
 * CANDIDATE_LIMIT from each), accounts awaiting deletion left out.
 */
export async function userPrefixCandidates(db: Kysely<DB>, dialect: Dialect, term: string): Promise<UserCandidate[]> {
  const byUsername = await userPrefixQuery(db, dialect, 'username_lower', term).execute();
  const byName = await userPrefixQuery(db, dialect, 'full_name_lower', term).execute();
  return asCandidates([...byUsername, ...byName]);
}

/** One prefix lookup: at most CANDIDATE_LIMIT accounts whose `column` starts with the term, read along its index. */
export function userPrefixQuery(
  db: Kysely<DB>,
  dialect: Dialect,
  column: 'username_lower' | 'full_name_lower',
  term: string,
) {
  // "Not awaiting deletion" is checked on the rows the prefix range found. On SQLite (no
  // statistics) an equality on NULL looks more selective than the range, and answering from the
  // deletion index walks every account until LIMIT rows match, all of them for a term nobody
  // matches (docs/behaviour/search.md#indexes).
  const present = notAwaitingDeletion('users', { sqliteRowCheck: dialect === 'sqlite' });
  // A limited account is not offered to people who do not follow it (docs/behaviour/moderation.md#limiting).
  const offered = notLimited('users', { sqliteRowCheck: dialect === 'sqlite' });
  return db
    .selectFrom('users')
    .select(CANDIDATE_COLUMNS)
    .where(prefixRange(dialect, sql.ref(`users.${column}`), term))
    .where(present)
    .where(offered)
    .limit(CANDIDATE_LIMIT);
}

/**
 * Accounts the viewer follows whose username or full name starts with the term, or (from
 * TRIGRAM_MIN characters) contains it: read from the viewer's own follows, so they are always
 * considered however many other accounts match (docs/behaviour/search.md#ranking-people). The
 * work grows with the viewer's follows, never with the tables.
 */
export async function followedCandidates(db: Kysely<DB>, viewerId: number, term: string): Promise<UserCandidate[]> {
  const escaped = likeEscape(term);
  const prefix = `${escaped}%`;
  const anywhere = charLength(term) >= TRIGRAM_MIN ? `%${escaped}%` : prefix;
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(CANDIDATE_COLUMNS)
    .where('follows.follower_id', '=', viewerId)
    .where(notAwaitingDeletion('users'))
    .where((eb) =>
      eb.or([
        sql<boolean>`users.username_lower like ${anywhere} escape '\\'`,
        sql<boolean>`users.full_name_lower like ${anywhere} escape '\\'`,
      ]),
    )
    .execute();
  return asCandidates(rows);
}

/**
 * Which of the candidates are followed by accounts the viewer follows, from at most `walk` rows of
 * that second-degree graph (docs/behaviour/search.md#ranking-people); filtered by the database,
 * so only the matches come back.
 */
export async function secondDegreeAmong(
  db: Kysely<DB>,
  viewerId: number,
  candidateIds: number[],
  walk: number,
): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await sql<{ id: number }>`select distinct walk.followee_id as id from (
      select f2.followee_id from follows f1 join follows f2 on f2.follower_id = f1.followee_id
      where f1.follower_id = ${viewerId} limit ${walk}
    ) walk
    where walk.followee_id in (${sql.join(candidateIds)})`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

/** What blended search shows and ranks of a place, read with the candidate itself. */
export interface PlaceCandidate {
  id: number;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * The same candidates as placeCandidates, each read with its columns in the lookup that found it
 * (no second query over the candidate ids).
 */
export async function placeCandidateRows(db: Kysely<DB>, dialect: Dialect, term: string): Promise<PlaceCandidate[]> {
  const prefix = await db
    .selectFrom('locations')
    .select(['id', 'name', 'address', 'city', 'lat', 'lng'])
    .where(prefixRange(dialect, sql`lower(name)`, term))
    .limit(CANDIDATE_LIMIT)
    .execute();
  let substring: PlaceCandidate[] = [];
  if (charLength(term) >= TRIGRAM_MIN) {
    if (dialect === 'postgres') {
      const pattern = `%${likeEscape(term)}%`;
      substring = (
        await sql<PlaceCandidate>`select id, name, address, city, lat, lng from locations
        where lower(name) like ${pattern} escape '\\' or lower(address || ' ' || city) like ${pattern} escape '\\'
        limit ${CANDIDATE_LIMIT}`.execute(db)
      ).rows;
    } else {
      substring = (
        await sql<PlaceCandidate>`select locations.id, locations.name, locations.address, locations.city,
          locations.lat, locations.lng
        from locations_fts join locations on locations.id = locations_fts.rowid
        where locations_fts match ${ftsPhrase(term)} limit ${CANDIDATE_LIMIT}`.execute(db)
      ).rows;
    }
  }
  const byId = new Map<number, PlaceCandidate>();
  for (const row of [...prefix, ...substring]) byId.set(Number(row.id), { ...row, id: Number(row.id) });
  return [...byId.values()];
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
