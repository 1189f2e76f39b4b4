import type { z } from 'zod';
import type { Collection, CollectionType, CollectionsPage } from 'shared-contracts';
import type { CollectionItemsPageSchema } from 'shared-contracts/schemas';
import { apiClient } from '../client.js';

/** GET the viewer's collections (docs/calls.md#collections), paged by max_id. */
export function fetchCollections(
  options: {
    collectionTypes?: readonly CollectionType[];
    maxId?: string | null;
    includePublicOnly?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<CollectionsPage> {
  return apiClient.request('GET', '/api/v1/collections/list/', {
    query: {
      collection_types: JSON.stringify(
        options.collectionTypes ?? ['ALL_MEDIA_AUTO_COLLECTION', 'MEDIA', 'AUDIO_AUTO_COLLECTION'],
      ),
      get_cover_media_lists: true,
      include_public_only: options.includePublicOnly ?? false,
      max_id: options.maxId ?? undefined,
    },
    signal: options.signal,
  });
}

/** POST create a named collection, optionally with posts in it. */
export function createCollection(
  name: string,
  mediaIds: readonly string[] = [],
): Promise<Collection & { status: 'ok' }> {
  return apiClient.request('POST', '/api/v1/collections/create/', {
    form: { name, added_media_ids: JSON.stringify(mediaIds) },
  });
}

/** A page of a collection's posts. */
export type CollectionItemsPage = z.infer<typeof CollectionItemsPageSchema>;

/** The id of the automatic "All posts" collection. */
export const ALL_POSTS_COLLECTION_ID = 'ALL_MEDIA_AUTO_COLLECTION';

/** GET a page of a collection's posts (or of "All posts"), 12 per page, paged by max_id. */
export function fetchCollectionItems(
  collectionId: string,
  options: { maxId?: string | null; signal?: AbortSignal } = {},
): Promise<CollectionItemsPage> {
  return apiClient.request('GET', `/api/v1/feed/collection/${encodeURIComponent(collectionId)}/posts/`, {
    query: { max_id: options.maxId ?? undefined },
    signal: options.signal,
  });
}

/** POST rename a collection, or add or remove posts. */
export function editCollection(
  collectionId: string,
  edit: { name?: string; addedMediaIds?: readonly string[]; removedMediaIds?: readonly string[] },
): Promise<Collection & { status: 'ok' }> {
  const form: Record<string, string> = {};
  if (edit.name !== undefined) form.name = edit.name;
  if (edit.addedMediaIds) form.added_media_ids = JSON.stringify(edit.addedMediaIds);
  if (edit.removedMediaIds) form.removed_media_ids = JSON.stringify(edit.removedMediaIds);
  return apiClient.request('POST', `/api/v1/collections/${encodeURIComponent(collectionId)}/edit/`, { form });
}

/** POST delete a collection; its posts stay saved in "All posts". */
export function deleteCollection(collectionId: string): Promise<{ status: 'ok' }> {
  return apiClient.request('POST', `/api/v1/collections/${encodeURIComponent(collectionId)}/delete/`, { form: {} });
}
