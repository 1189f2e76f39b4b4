import type { FastifyInstance } from 'fastify';
import type { LocationDirectory, LocationInfo, MediaGridPage } from 'shared-contracts';
import { GridSectionQuerySchema, LocationDirectoryQuerySchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { loadSection } from '../../domain/discover/media-sections.js';
import { loadLocationDirectory, loadLocationInfo, requireLocation } from '../../domain/locations/location-pages.js';

/** Location pages and the location directory, open to visitors (docs/behaviour/search.md#location-directory). */
export async function locationPageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  app.get<{ Params: { id: string } }>('/api/v1/locations/:id/info/', async (request): Promise<LocationInfo> => {
    const viewer = await request.viewer();
    // A location page is a page of a visitor's limits (docs/behaviour/logged-out.md#what-the-server-withholds).
    await visitorGateOf(db, request, viewer)('page');
    return loadLocationInfo(db, viewer, request.params.id);
  });

  app.get<{ Params: { id: string } }>('/api/v1/locations/:id/sections/', async (request): Promise<MediaGridPage> => {
    const { tab, max_id: maxId } = parseInput(GridSectionQuerySchema, request.query);
    const viewer = await request.viewer();
    await visitorGateOf(db, request, viewer)('page');
    const place = await requireLocation(db, request.params.id);
    return loadSection(db, viewer, { locationId: place.id }, tab, maxId, {
      urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
  });

  app.get('/api/v1/web/explore/locations/', async (request): Promise<LocationDirectory> => {
    return loadLocationDirectory(db, parseInput(LocationDirectoryQuerySchema, request.query));
  });
}
