import type { Collection, CollectionType, CollectionsPage } from '../../schemas/types.js';
import { apiClient } from '../client.js';

/** GET the viewer's collections (spec 7), paged by max_id. */
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
