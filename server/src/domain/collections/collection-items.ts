import type { Kysely } from 'kysely';
import type { Collection, Locale, Media } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { fail } from '../../http/errors.js';
import { parseMediaId, parseRowId } from '../../http/ids.js';
import { loadVisibleMedia, postVisibleTo } from '../../policy/posts.js';
import { presentMediaList } from '../media/media-presenter.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { ALL_MEDIA_COLLECTION_ID, collection, loadCovers, presentCovers } from './collections.js';

/** Posts per page of a collection. */
export const COLLECTION_ITEMS_PAGE_SIZE = 12;

/** A page of one collection's posts (docs/entities.md#collection). */
export interface CollectionItemsPage {
  collection_id: string;
  collection_name: string;
  items: Array<{ media: Media }>;
  num_results: number;
  next_max_id: string | null;
  more_available: boolean;
}

/** One of the viewer's named collections, or 404 for an unknown id or someone else's. */
export async function requireOwnCollection(db: Kysely<DB>, viewer: UserRow, idText: string) {
  const id = parseRowId(idText);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('collections')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', viewer.id)
          .executeTakeFirst();
  if (!row) throw fail.notFound('Collection not found.');
  return row;
}

/**
 * A page of a collection's posts (or of "All posts", every save), most recently added first,
 * paged by (added time, media id). Posts the viewer can no longer see are skipped.
 */
export async function loadCollectionItems(
  db: Kysely<DB>,
  viewer: UserRow,
  collectionIdText: string,
  maxId: string | undefined,
  options: { urls: MediaUrls; locale: Locale },
): Promise<CollectionItemsPage> {
  const isAll = collectionIdText === ALL_MEDIA_COLLECTION_ID;
  const named = isAll ? null : await requireOwnCollection(db, viewer, collectionIdText);
  const edges = named
    ? db
        .selectFrom('collection_items')
        .select(['media_id', 'created_at as added_at'])
        .where('collection_id', '=', named.id)
    : db.selectFrom('saves').select(['media_id', 'created_at as added_at']).where('user_id', '=', viewer.id);
  const cursor = decodeCursor(maxId);
  let query = db
    .selectFrom(edges.as('edge'))
    .innerJoin('media', 'media.id', 'edge.media_id')
    .selectAll('media')
    .select('edge.added_at')
    // Visibility as a subquery on media ids: its condition is written for queries on `media` alone.
    .where('media.id', 'in', db.selectFrom('media').select('media.id').where(postVisibleTo(viewer.id)));
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('edge.added_at', '<', cursor.takenAt),
        eb.and([eb('edge.added_at', '=', cursor.takenAt), eb('media.id', '<', cursor.id)]),
      ]),
    );
  const rows = await query
    .orderBy('edge.added_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(COLLECTION_ITEMS_PAGE_SIZE + 1)
    .execute();
  const shown = rows.slice(0, COLLECTION_ITEMS_PAGE_SIZE);
  const more = rows.length > COLLECTION_ITEMS_PAGE_SIZE;
  const last = shown[shown.length - 1];
  const media = await presentMediaList(
    db,
    shown.map(({ added_at: _addedAt, ...row }): MediaRow => row),
    viewer,
    options,
  );
  return {
    collection_id: named ? String(named.id) : ALL_MEDIA_COLLECTION_ID,
    collection_name: named ? named.name : 'All posts',
    items: media.map((m) => ({ media: m })),
    num_results: shown.length,
    next_max_id: more && last ? encodeCursor({ takenAt: Number(last.added_at), id: last.id }) : null,
    more_available: more,
  };
}

/** A collection edit: rename, add posts (saving them), remove posts (they stay in All posts). */
export interface CollectionEdit {
  name?: string | undefined;
  addedMediaIds: readonly string[];
  removedMediaIds: readonly string[];
}

/**
 * Edits one of the viewer's collections, all or nothing: added posts must be visible to the
 * viewer (404 otherwise); removed posts need not be (a post hidden since can still be removed).
 */
export async function editCollection(
  db: Kysely<DB>,
  viewer: UserRow,
  collectionIdText: string,
  edit: CollectionEdit,
  urls: MediaUrls,
): Promise<Collection> {
  const own = await requireOwnCollection(db, viewer, collectionIdText);
  const added: number[] = [];
  for (const idText of new Set(edit.addedMediaIds)) added.push((await loadVisibleMedia(db, viewer, idText)).media.id);
  // An id that names no post has nothing to remove.
  const removed = [...new Set(edit.removedMediaIds)].map(parseMediaId).filter((id) => id !== null);
  const name = await db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (edit.name !== undefined)
      await trx.updateTable('collections').set({ name: edit.name }).where('id', '=', own.id).execute();
    if (added.length > 0) {
      await trx
        .insertInto('saves')
        .values(added.map((mediaId) => ({ user_id: viewer.id, media_id: mediaId, created_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('collection_items')
        .values(added.map((mediaId) => ({ collection_id: own.id, media_id: mediaId, created_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (removed.length > 0)
      await trx
        .deleteFrom('collection_items')
        .where('collection_id', '=', own.id)
        .where('media_id', 'in', removed)
        .execute();
    return edit.name ?? own.name;
  });
  const [covers, countRow] = await Promise.all([
    loadCovers(db, viewer.id, [own.id], false),
    db
      .selectFrom('collection_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('collection_id', '=', own.id)
      .executeTakeFirstOrThrow(),
  ]);
  return collection(String(own.id), name, 'MEDIA', Number(countRow.n), presentCovers(covers.get(own.id) ?? [], urls));
}

/** Deletes one of the viewer's collections; its posts stay saved in All posts. */
export async function deleteCollection(db: Kysely<DB>, viewer: UserRow, collectionIdText: string): Promise<void> {
  const own = await requireOwnCollection(db, viewer, collectionIdText);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('collection_items').where('collection_id', '=', own.id).execute();
    await trx.deleteFrom('collections').where('id', '=', own.id).where('user_id', '=', viewer.id).execute();
  });
}
