import type { FastifyInstance } from 'fastify';
import type { HashtagFollowResult, HashtagInfo, MediaGridPage } from 'shared-contracts';
import { GridPageQuerySchema, GridSectionQuerySchema, TagQuerySchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { loadExploreGrid } from '../../domain/discover/explore-grid.js';
import { loadSection } from '../../domain/discover/media-sections.js';
import { loadHashtagInfo, requireTag, setHashtagFollow } from '../../domain/discover/hashtag-pages.js';

/**
 * The explore grid and hashtag pages (docs/behaviour/search.md#explore-ranking,
 * docs/behaviour/search.md#tag-and-location-sections). The grid and tag pages are open to visitors, like
 * public posts.
 */
export async function exploreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  app.get('/api/v1/discover/web/explore_grid/', async (request): Promise<MediaGridPage> => {
    // Open to visitors, like the public posts it shows (docs/behaviour/logged-out.md#what-needs-a-login).
    const viewer = await request.viewer();
    const { max_id: maxId } = parseInput(GridPageQuerySchema, request.query);
    return loadExploreGrid(db, viewer, maxId, { urls, locale: localeFromHeader(request.headers['accept-language']) });
  });

  app.get('/api/v1/tags/web_info/', async (request): Promise<HashtagInfo> => {
    const { tag_name: tag } = parseInput(TagQuerySchema, request.query);
    const viewer = await request.viewer();
    // A tag page is a page of a visitor's limits (docs/behaviour/logged-out.md#what-the-server-withholds).
    await visitorGateOf(db, request, viewer)('page');
    return loadHashtagInfo(db, viewer, tag, urls);
  });

  app.get<{ Params: { tag: string } }>('/api/v1/tags/:tag/sections/', async (request): Promise<MediaGridPage> => {
    const { tab, max_id: maxId } = parseInput(GridSectionQuerySchema, request.query);
    const tag = requireTag(request.params.tag);
    const viewer = await request.viewer();
    await visitorGateOf(db, request, viewer)('page');
    return loadSection(db, viewer, { tag }, tab, maxId, {
      urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
  });

  for (const [path, follow] of [
    ['/api/v1/web/tags/follow/:tag/', true],
    ['/api/v1/web/tags/unfollow/:tag/', false],
  ] as const) {
    app.post<{ Params: { tag: string } }>(path, async (request): Promise<HashtagFollowResult> => {
      const viewer = await requireViewer(request);
      const info = await setHashtagFollow(db, viewer, request.params.tag, follow);
      return { follow_hashtag_info: info, status: 'ok' };
    });
  }
}
