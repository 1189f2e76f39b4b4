import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { localeFromHeader } from '../../domain/locale.js';
import { deleteCollection, editCollection, loadCollectionItems } from '../../domain/collections/collection-items.js';
import { CursorQuerySchema, EditCollectionFormSchema } from 'shared-contracts/schemas';

type CollectionParams = { Params: { collectionId: string } };

/** One of the viewer's collections: its posts (paged), edit (rename, add, remove) and delete. */
export async function collectionDetailRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<CollectionParams>('/api/v1/feed/collection/:collectionId/posts/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(CursorQuerySchema, request.query);
    const page = await loadCollectionItems(deps.db, viewer, request.params.collectionId, query.max_id, {
      urls: deps.urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
    return { ...page, status: 'ok' as const };
  });

  app.post<CollectionParams>('/api/v1/collections/:collectionId/edit/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(EditCollectionFormSchema, request.body ?? {});
    const edited = await editCollection(
      deps.db,
      viewer,
      request.params.collectionId,
      { name: form.name, addedMediaIds: form.added_media_ids, removedMediaIds: form.removed_media_ids },
      deps.urls,
    );
    return { ...edited, status: 'ok' as const };
  });

  app.post<CollectionParams>('/api/v1/collections/:collectionId/delete/', async (request) => {
    const viewer = await requireViewer(request);
    await deleteCollection(deps.db, viewer, request.params.collectionId);
    return { status: 'ok' as const };
  });
}
