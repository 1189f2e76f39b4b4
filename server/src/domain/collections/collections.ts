import { sql, type Kysely } from 'kysely';
import type { Collection, CollectionType, CollectionsPage } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { loadVisibleMedia, postVisibleTo } from '../../policy/posts.js';
import { presentCandidates } from '../media/stored-media.js';

/** Named collections per page of the list. */
export const COLLECTIONS_PAGE_SIZE = 20;
/** Covers shown per collection. */
export const COVERS_PER_COLLECTION = 4;
/** Id of the automatic collection holding every saved post. */
export const ALL_MEDIA_COLLECTION_ID = 'ALL_MEDIA_AUTO_COLLECTION';

interface CoverRow {
  collection_id: number;
  id: number;
  owner_id: number;
  image_versions: string;
}

export function presentCovers(rows: readonly CoverRow[], urls: MediaUrls) {
  return rows.map((row) => ({
    id: `${row.id}_${row.owner_id}`,
    image_versions2: { candidates: presentCandidates(row.image_versions, urls) },
  }));
}

export function collection(
  id: string,
  name: string,
  type: CollectionType,
  count: number,
  covers: ReturnType<typeof presentCovers>,
): Collection {
  return {
    collection_id: id,
    collection_name: name,
    collection_type: type,
    collection_media_count: count,
    // Collections are private to their owner; nothing is published.
    collection_visibility: 0,
    cover_media: covers[0] ?? null,
    cover_media_list: covers,
    cover_audio_list: [],
  };
}

/**
 * Up to COVERS_PER_COLLECTION most recently added posts per collection the viewer may still see
 * (a post whose author went private or blocked the viewer gives no cover), in one query. The
 * automatic "All posts" collection uses id 0 here.
 */
export async function loadCovers(db: Kysely<DB>, viewerId: number, collectionIds: number[], withAll: boolean) {
  const visible = postVisibleTo(viewerId);
  const queries = [];
  if (collectionIds.length > 0)
    queries.push(
      db
        .selectFrom('collection_items')
        .innerJoin('media', 'media.id', 'collection_items.media_id')
        .select([
          'collection_items.collection_id',
          'media.id',
          'media.owner_id',
          'media.image_versions',
          sql<number>`row_number() over (partition by collection_items.collection_id order by collection_items.created_at desc, media.id desc)`.as(
            'rn',
          ),
        ])
        .where('collection_items.collection_id', 'in', collectionIds)
        .where(visible),
    );
  if (withAll)
    queries.push(
      db
        .selectFrom('saves')
        .innerJoin('media', 'media.id', 'saves.media_id')
        .select([
          sql<number>`0`.as('collection_id'),
          'media.id',
          'media.owner_id',
          'media.image_versions',
          sql<number>`row_number() over (order by saves.created_at desc, media.id desc)`.as('rn'),
        ])
        .where('saves.user_id', '=', viewerId)
        .where(visible),
    );
  const [first, ...rest] = queries;
  if (!first) return new Map<number, CoverRow[]>();
  const union = rest.reduce((acc, q) => acc.unionAll(q), first);
  const rows = await db
    .selectFrom(union.as('covers'))
    .selectAll()
    .where('rn', '<=', COVERS_PER_COLLECTION)
    .orderBy('collection_id')
    .orderBy('rn')
    .execute();
  const byCollection = new Map<number, CoverRow[]>();
  for (const row of rows) {
    const list = byCollection.get(row.collection_id) ?? [];
    list.push(row);
    byCollection.set(row.collection_id, list);
  }
  return byCollection;
}

/** What the list call asks for. */
export interface CollectionsQuery {
  types: readonly CollectionType[];
  maxId: number | null;
  includePublicOnly: boolean;
}

/**
 * The viewer's collections: "All posts" first (on the first page, when asked for), then named
 * collections newest first, COLLECTIONS_PAGE_SIZE per page, paged by collection id. There are no
 * audio collections and none is public, so those filters give nothing.
 */
export async function listCollections(
  db: Kysely<DB>,
  viewer: UserRow,
  query: CollectionsQuery,
  urls: MediaUrls,
): Promise<CollectionsPage> {
  if (query.includePublicOnly) return { items: [], more_available: false, next_max_id: null, status: 'ok' };
  const withAll = query.types.includes('ALL_MEDIA_AUTO_COLLECTION') && query.maxId === null;
  const wantsNamed = query.types.includes('MEDIA');
  let named: Array<{ id: number; name: string; n: number }> = [];
  if (wantsNamed) {
    let q = db
      .selectFrom('collections')
      .select([
        'collections.id',
        'collections.name',
        (eb) =>
          eb
            .selectFrom('collection_items')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('collection_items.collection_id', '=', 'collections.id')
            .as('n'),
      ])
      .where('collections.user_id', '=', viewer.id);
    if (query.maxId !== null) q = q.where('collections.id', '<', query.maxId);
    named = (
      await q
        .orderBy('collections.id', 'desc')
        .limit(COLLECTIONS_PAGE_SIZE + 1)
        .execute()
    ).map((r) => ({
      id: r.id,
      name: r.name,
      n: Number(r.n),
    }));
  }
  const more = named.length > COLLECTIONS_PAGE_SIZE;
  named = named.slice(0, COLLECTIONS_PAGE_SIZE);
  const [covers, allCount] = await Promise.all([
    loadCovers(
      db,
      viewer.id,
      named.map((c) => c.id),
      withAll,
    ),
    withAll
      ? db
          .selectFrom('saves')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', viewer.id)
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
  ]);
  const items: Collection[] = [];
  if (withAll)
    items.push(
      collection(
        ALL_MEDIA_COLLECTION_ID,
        'All posts',
        'ALL_MEDIA_AUTO_COLLECTION',
        Number(allCount.n),
        presentCovers(covers.get(0) ?? [], urls),
      ),
    );
  for (const c of named)
    items.push(collection(String(c.id), c.name, 'MEDIA', c.n, presentCovers(covers.get(c.id) ?? [], urls)));
  const last = named[named.length - 1];
  return { items, more_available: more, next_max_id: more && last ? String(last.id) : null, status: 'ok' };
}

/** Creates a named collection, saving the given posts into it (each must be visible); all or nothing. */
export async function createCollection(
  db: Kysely<DB>,
  viewer: UserRow,
  name: string,
  mediaIdTexts: readonly string[],
  urls: MediaUrls,
): Promise<Collection> {
  const media: MediaRow[] = [];
  for (const idText of new Set(mediaIdTexts)) media.push((await loadVisibleMedia(db, viewer, idText)).media);
  const id = await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const created = await trx
      .insertInto('collections')
      .values({ user_id: viewer.id, name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (media.length > 0) {
      await trx
        .insertInto('saves')
        .values(media.map((m) => ({ user_id: viewer.id, media_id: m.id, created_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('collection_items')
        .values(media.map((m) => ({ collection_id: created.id, media_id: m.id, created_at: now })))
        .execute();
    }
    return created.id;
  });
  const covers = await loadCovers(db, viewer.id, [id], false);
  return collection(String(id), name, 'MEDIA', media.length, presentCovers(covers.get(id) ?? [], urls));
}
