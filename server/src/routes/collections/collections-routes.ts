import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { parseRowId } from '../../http/ids.js';
import { requireViewer } from '../../http/session.js';
import { createCollection, listCollections } from '../../domain/collections/collections.js';
import { CollectionsListQuerySchema, CreateCollectionFormSchema } from 'shared-contracts/schemas';
import { collectionDetailRoutes } from './collection-detail-routes.js';

/** The viewer's own saved collections: list and create (nobody sees another's collections). */
export async function collectionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/v1/collections/list/', async (request) => {
    const viewer = await requireViewer(request);
    const query = parseInput(CollectionsListQuerySchema, request.query);
    return listCollections(
      deps.db,
      viewer,
      {
        types: query.collection_types,
        // A position past the id columns' range starts from the beginning, like none.
        maxId: query.max_id ? parseRowId(query.max_id) : null,
        includePublicOnly: query.include_public_only,
      },
      deps.urls,
    );
  });

  app.post('/api/v1/collections/create/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(CreateCollectionFormSchema, request.body ?? {});
    const created = await createCollection(deps.db, viewer, form.name, form.added_media_ids, deps.urls);
    return { ...created, status: 'ok' as const };
  });

  await collectionDetailRoutes(app, deps);
}
