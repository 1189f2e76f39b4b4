import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { saveMedia, unsaveMedia } from '../../domain/engagement/saves.js';
import { SaveFormSchema, UnsaveFormSchema } from 'shared-contracts/schemas';

/** POST save and unsave a post; the answer carries has_viewer_saved and saved_collection_ids. */
export async function savesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { mediaId: string } }>('/api/v1/web/save/:mediaId/save/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(SaveFormSchema, request.body ?? {});
    const state = await saveMedia(deps.db, viewer, request.params.mediaId, form.added_collection_ids.map(Number));
    return { ...state, status: 'ok' as const };
  });

  app.post<{ Params: { mediaId: string } }>('/api/v1/web/save/:mediaId/unsave/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(UnsaveFormSchema, request.body ?? {});
    const state = await unsaveMedia(deps.db, viewer, request.params.mediaId, form.removed_collection_ids.map(Number));
    return { ...state, status: 'ok' as const };
  });
}
