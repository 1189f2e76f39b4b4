import type { Kysely } from 'kysely';
import type { SearchEntityType, SearchEntry } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { fail } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { presentUserSummary } from '../users/user-presenter.js';
import { presentPlace } from '../locations/location-pages.js';
import { visibleTagCounts } from './hashtag-counts.js';
import { normaliseTag } from '../discover/hashtag-pages.js';
import { personListedTo } from '../../policy/list-filters.js';

/** Recent searches kept per account: older ones are dropped when a click adds one more. */
export const HISTORY_LIMIT = 50;

/** The stored id of an entity from a client, or 400 (a user or place id, a tag, a keyword). */
function entityKey(type: SearchEntityType, id: string): string {
  if (type === 'user' || type === 'place') {
    const rowId = parseRowId(id);
    if (rowId === null) throw fail.validation({ entity_id: 'Not a valid id.' });
    return String(rowId);
  }
  if (type === 'hashtag') {
    const tag = normaliseTag(id);
    if (tag === null) throw fail.validation({ entity_id: 'Not a valid hashtag.' });
    return tag;
  }
  const keyword = id.trim().toLowerCase();
  if (keyword === '' || keyword.length > 100) throw fail.validation({ entity_id: 'Not a valid keyword.' });
  return keyword;
}

/**
 * Registers a click on a search result (docs/behaviour/search.md#search-history-on-the-server): it becomes the
 * viewer's newest recent search; beyond HISTORY_LIMIT the oldest go.
 */
export async function registerSearchClick(
  db: Kysely<DB>,
  viewer: UserRow,
  type: SearchEntityType,
  id: string,
  now = Date.now(),
): Promise<void> {
  const key = entityKey(type, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('search_history')
      .values({ user_id: viewer.id, entity_type: type, entity_id: key, clicked_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'entity_type', 'entity_id']).doUpdateSet({ clicked_at: now }))
      .execute();
    const stale = await trx
      .selectFrom('search_history')
      .select(['entity_type', 'entity_id'])
      .where('user_id', '=', viewer.id)
      .orderBy('clicked_at', 'desc')
      .offset(HISTORY_LIMIT)
      .limit(100)
      .execute();
    for (const row of stale)
      await trx
        .deleteFrom('search_history')
        .where('user_id', '=', viewer.id)
        .where('entity_type', '=', row.entity_type)
        .where('entity_id', '=', row.entity_id)
        .execute();
  });
}

/** Removes one recent search (hide search entities); removing one that is not there is fine. */
export async function hideSearchEntity(db: Kysely<DB>, viewer: UserRow, type: SearchEntityType, id: string) {
  await db
    .deleteFrom('search_history')
    .where('user_id', '=', viewer.id)
    .where('entity_type', '=', type)
    .where('entity_id', '=', entityKey(type, id))
    .execute();
}

/** Removes all the viewer's recent searches. */
export async function clearSearchHistory(db: Kysely<DB>, viewer: UserRow): Promise<void> {
  await db.deleteFrom('search_history').where('user_id', '=', viewer.id).execute();
}

/**
 * The viewer's recent searches, newest first, each as it is now: people blocked either way or
 * awaiting deletion, tags with no post the viewer may see and places gone are left out (but stay
 * stored, so they return if that changes).
 */
export async function loadRecentSearches(db: Kysely<DB>, viewer: UserRow, urls: MediaUrls): Promise<SearchEntry[]> {
  const rows = await db
    .selectFrom('search_history')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .orderBy('clicked_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return presentEntries(
    db,
    viewer,
    rows.map((r) => ({ type: r.entity_type as SearchEntityType, id: r.entity_id, time: Number(r.clicked_at) })),
    urls,
  );
}

/** Presents stored entities as search entries for a viewer, in the given order, dropping those they may not see. */
export async function presentEntries(
  db: Kysely<DB>,
  viewer: UserRow | null,
  entities: ReadonlyArray<{ type: SearchEntityType; id: string; time: number }>,
  urls: MediaUrls,
): Promise<SearchEntry[]> {
  const ids = (type: SearchEntityType) => entities.filter((e) => e.type === type).map((e) => e.id);
  const userIds = ids('user').map(Number);
  const placeIds = ids('place').map(Number);
  const tags = ids('hashtag');
  const viewerId = viewer?.id ?? null;
  const usersQuery = db
    .selectFrom('users')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('follows')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('follows.followee_id', '=', 'users.id')
        .as('follower_count'),
    )
    .where('users.id', 'in', userIds.length ? userIds : [-1])
    .where(personListedTo(viewerId));
  const [users, places, counts] = await Promise.all([
    userIds.length ? usersQuery.execute() : Promise.resolve([]),
    placeIds.length
      ? db.selectFrom('locations').selectAll().where('id', 'in', placeIds).execute()
      : Promise.resolve([]),
    visibleTagCounts(db, tags, viewerId),
  ]);
  const userById = new Map(users.map((u) => [String(u.id), u]));
  const placeById = new Map(places.map((p) => [String(p.id), p]));
  return entities.flatMap((entity): SearchEntry[] => {
    const client_time = Math.floor(entity.time / 1000);
    if (entity.type === 'user') {
      const user = userById.get(entity.id);
      return user
        ? [
            {
              type: 'user',
              client_time,
              user: { ...presentUserSummary(user, urls), follower_count: Number(user.follower_count) },
            },
          ]
        : [];
    }
    if (entity.type === 'place') {
      const place = placeById.get(entity.id);
      return place ? [{ type: 'place', client_time, place: presentPlace({ ...place, id: Number(place.id) }) }] : [];
    }
    if (entity.type === 'hashtag') {
      const count = counts.get(entity.id) ?? 0;
      return count > 0
        ? [{ type: 'hashtag', client_time, hashtag: { id: entity.id, name: entity.id, media_count: count } }]
        : [];
    }
    return [{ type: 'keyword', client_time, keyword: { id: entity.id, name: entity.id, style: 'default' } }];
  });
}
