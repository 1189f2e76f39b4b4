import { sql, type Kysely } from 'kysely';
import type { SearchEntry } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentEntries } from './search-history.js';

/** Suggestions of each kind. */
const SUGGESTED_EACH = 5;
/** Follows of follows read to pick people (bounded, whatever the size of the graph). */
const SECOND_DEGREE_ROWS = 2000;

/**
 * Suggested searches for an empty search field with no history
 * (docs/behaviour/search.md#choosing-suggested-searches): people the viewer's follows follow (not the
 * viewer, nobody they already follow), then the most used tags. Visitors get the tags only.
 */
export async function loadSuggestedSearches(
  db: Kysely<DB>,
  viewer: UserRow | null,
  urls: MediaUrls,
): Promise<SearchEntry[]> {
  const tags = await db
    .selectFrom('hashtags')
    .select('tag')
    .where('public_media_count', '>', 0)
    .orderBy('public_media_count', 'desc')
    .orderBy('tag')
    .limit(SUGGESTED_EACH)
    .execute();
  let people: number[] = [];
  if (viewer) {
    const rows = await sql<{ id: number }>`select f2.followee_id as id from (
        select f2.followee_id from follows f1 join follows f2 on f2.follower_id = f1.followee_id
        where f1.follower_id = ${viewer.id} limit ${SECOND_DEGREE_ROWS}) f2
      where f2.followee_id <> ${viewer.id}
        and not exists (select 1 from follows mine where mine.follower_id = ${viewer.id} and mine.followee_id = f2.followee_id)
      group by f2.followee_id order by count(*) desc, f2.followee_id limit ${SUGGESTED_EACH}`.execute(db);
    people = rows.rows.map((r) => Number(r.id));
  }
  const now = Date.now();
  return presentEntries(
    db,
    viewer,
    [
      ...people.map((id) => ({ type: 'user' as const, id: String(id), time: now })),
      ...tags.map((t) => ({ type: 'hashtag' as const, id: t.tag, time: now })),
    ],
    urls,
  );
}
