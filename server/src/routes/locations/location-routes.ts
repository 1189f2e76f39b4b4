import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LocationSearchQuerySchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { searchLocations } from '../../domain/locations/location-search.js';

/** GET /api/v1/location_search/: places by query and nearness (a photo's GPS suggests places). */
export async function locationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/v1/location_search/', async (request) => {
    await requireViewer(request);
    const input = parseInput(LocationSearchQuerySchema, request.query);
    const near =
      input.latitude !== undefined && input.longitude !== undefined
        ? { lat: input.latitude, lng: input.longitude }
        : null;
    const venues = await searchLocations(deps.db, deps.dialect, { query: input.search_query, near });
    return {
      status: 'ok',
      rank_token: input.rankToken ?? '',
      request_id: crypto.randomUUID(),
      venues,
    };
  });
}
