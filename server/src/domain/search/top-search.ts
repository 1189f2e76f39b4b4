import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { mediaVisibleTo } from '../media/visibility.js';

/** Most results of each kind returned by one search. */
export const SEARCH_LIMIT = 20;

/** Escapes LIKE wildcards so a query matches literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Users whose username starts with the term or whose name contains it (lower-case term): an exact
 * username first, then other username prefixes, then name matches; the most followed first
 * within each. Accounts with a block either way with the viewer are left out
 * (docs/behaviour/search.md#what-each-viewer-finds), and so are accounts awaiting deletion
 * (docs/behaviour/own-data.md#during-the-grace-period).
 */
export function searchUsers(db: Kysely<DB>, term: string, viewerId: number | null) {
  const prefix = `${likeEscape(term)}%`;
  const anywhere = `%${likeEscape(term)}%`;
  let query = db
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
    .where('users.deletion_requested_at', 'is', null);
  if (viewerId !== null)
    query = query
      .where('users.id', 'not in', (eb) =>
        eb.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId),
      )
      .where('users.id', 'not in', (eb) =>
        eb.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId),
      );
  return query
    .orderBy(
      sql`case when username_lower = ${term} then 0 when username_lower like ${prefix} escape '\\' then 1 else 2 end`,
    )
    .orderBy('follower_count', 'desc')
    .orderBy('username_lower')
    .limit(SEARCH_LIMIT)
    .execute();
}

/**
 * Hashtags starting with the (lower-case) term, the most used first, with their post counts. Only
 * posts the viewer may see count (public accounts', their own, those of accounts they follow, none
 * across a block), and a tag none of those carry is not found: a private account's tags and post
 * counts never show to those who cannot see its posts (docs/behaviour/search.md#what-each-viewer-finds).
 */
export function searchHashtags(db: Kysely<DB>, term: string, viewerId: number | null) {
  return db
    .selectFrom('media_hashtags')
    .innerJoin('media', 'media.id', 'media_hashtags.media_id')
    .select(['media_hashtags.tag as tag', (eb) => eb.fn.countAll<number>().as('media_count')])
    .where(sql<boolean>`media_hashtags.tag like ${`${likeEscape(term)}%`} escape '\\'`)
    .where(mediaVisibleTo(viewerId))
    .groupBy('media_hashtags.tag')
    .orderBy('media_count', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}
