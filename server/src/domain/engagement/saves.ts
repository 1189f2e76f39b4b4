import type { Kysely, Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { isRowId } from '../../http/ids.js';
import { loadVisibleMedia } from '../../policy/posts.js';

/** The answer of save and unsave. */
export interface SaveState {
  has_viewer_saved: boolean;
  saved_collection_ids: string[];
}

/** Checks that every collection id is one of the viewer's (404 otherwise, saying nothing more). */
export async function requireOwnCollections(db: Kysely<DB>, viewer: UserRow, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  // An id past the id columns' range names no collection (and PostgreSQL would refuse it).
  if (!unique.every(isRowId)) throw fail.notFound('Collection not found.');
  const own = await db
    .selectFrom('collections')
    .select('id')
    .where('user_id', '=', viewer.id)
    .where('id', 'in', unique)
    .execute();
  if (own.length !== unique.length) throw fail.notFound('Collection not found.');
}

async function saveState(trx: Transaction<DB>, viewer: UserRow, mediaId: number): Promise<SaveState> {
  const [saved, items] = await Promise.all([
    trx
      .selectFrom('saves')
      .select('media_id')
      .where('user_id', '=', viewer.id)
      .where('media_id', '=', mediaId)
      .executeTakeFirst(),
    trx
      .selectFrom('collection_items')
      .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
      .select('collection_items.collection_id')
      .where('collections.user_id', '=', viewer.id)
      .where('collection_items.media_id', '=', mediaId)
      .orderBy('collection_items.collection_id')
      .execute(),
  ]);
  return { has_viewer_saved: saved !== undefined, saved_collection_ids: items.map((i) => String(i.collection_id)) };
}

/** Saves a post (to "All posts") and into the given collections of the viewer's; idempotent. */
export async function saveMedia(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  collectionIds: readonly number[],
): Promise<SaveState> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  await requireOwnCollections(db, viewer, collectionIds);
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    await trx
      .insertInto('saves')
      .values({ user_id: viewer.id, media_id: media.id, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (collectionIds.length > 0)
      await trx
        .insertInto('collection_items')
        .values([...new Set(collectionIds)].map((id) => ({ collection_id: id, media_id: media.id, created_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    return saveState(trx, viewer, media.id);
  });
}

/**
 * Removes a post from the given collections (it stays in "All posts"), or, with none given,
 * unsaves it entirely: from "All posts" and every collection of the viewer's.
 */
export async function unsaveMedia(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  collectionIds: readonly number[],
): Promise<SaveState> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  await requireOwnCollections(db, viewer, collectionIds);
  return db.transaction().execute(async (trx) => {
    const own = trx.selectFrom('collections').select('id').where('user_id', '=', viewer.id);
    await trx
      .deleteFrom('collection_items')
      .where('media_id', '=', media.id)
      .where('collection_id', 'in', collectionIds.length > 0 ? collectionIds : own)
      .execute();
    if (collectionIds.length === 0)
      await trx.deleteFrom('saves').where('user_id', '=', viewer.id).where('media_id', '=', media.id).execute();
    return saveState(trx, viewer, media.id);
  });
}
