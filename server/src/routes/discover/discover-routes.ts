import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { DismissSuggestionFormSchema } from 'shared-contracts/schemas';
import { requireViewer } from '../../http/session.js';
import { findUserById } from '../../domain/users/relationships.js';
import { dismissSuggestion } from '../../domain/discover/dismissals.js';

/** POST dismiss a suggested account: remembered, so it is never suggested to the viewer again. */
export async function discoverRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/v1/web/discover/aysf_dismiss/', async (request) => {
    const viewer = await requireViewer(request);
    const { target_id: targetId } = parseInput(DismissSuggestionFormSchema, request.body ?? {});
    const target = await findUserById(deps.db, targetId);
    if (!target) throw fail.notFound('User not found.');
    await dismissSuggestion(deps.db, viewer.id, target.id);
    return { status: 'ok' as const };
  });
}
