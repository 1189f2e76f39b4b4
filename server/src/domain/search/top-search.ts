import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Most results of each kind returned by one search. */
export const SEARCH_LIMIT = 20;

/** Escapes LIKE wildcards so a query matches literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Users whose username starts with the term or whose name contains it (lower-case term): an exact
 * username first, then other username prefixes, then name matches; the most followed first
 * within each.
 */
export function searchUsers(db: Kysely<DB>, term: string) {
  const prefix = `${likeEscape(term)}%`;
  const anywhere = `%${likeEscape(term)}%`;
  return db
    .selectFrom('users')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('follows')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('follows.followee_id', '=', 'users.id')
        .as('follower_count'),
    )
    .where((eb) =>
      eb.or([
        sql<boolean>`username_lower like ${prefix} escape '\\'`,
        sql<boolean>`lower(full_name) like ${anywhere} escape '\\'`,
      ]),
    )
    .orderBy(
      sql`case when username_lower = ${term} then 0 when username_lower like ${prefix} escape '\\' then 1 else 2 end`,
    )
    .orderBy('follower_count', 'desc')
    .orderBy('username_lower')
    .limit(SEARCH_LIMIT)
    .execute();
}

/** Hashtags starting with the (lower-case) term, the most used first, with their post counts. */
export function searchHashtags(db: Kysely<DB>, term: string) {
  return db
    .selectFrom('media_hashtags')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('media_count')])
    .where(sql<boolean>`tag like ${`${likeEscape(term)}%`} escape '\\'`)
    .groupBy('tag')
    .orderBy('media_count', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}
