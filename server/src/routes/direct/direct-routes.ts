import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Inbox } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { loadInbox } from '../../domain/direct/inbox-presenter.js';

const InboxQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The direct inbox; threads are loaded in a fixed number of queries per page. */
export async function directRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;

  app.get('/api/v1/direct_v2/inbox/', async (request): Promise<Inbox> => {
    const viewer = await requireViewer(request);
    const page = parseInput(InboxQuerySchema, request.query);
    return loadInbox(db, viewer, page, urls);
  });
}
