import type { FastifyInstance } from 'fastify';
import type { RecentSearches, SuggestedSearches } from 'shared-contracts';
import { SearchEntityFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import {
  clearSearchHistory,
  hideSearchEntity,
  loadRecentSearches,
  registerSearchClick,
} from '../../domain/search/search-history.js';
import { loadSuggestedSearches } from '../../domain/search/suggested-searches.js';

/** Recent searches kept per account, and suggested searches (docs/behaviour/search.md#search-history-on-the-server). */
export async function searchHistoryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, urls } = deps;
  app.get('/api/v1/web/search/recent_searches/', async (request): Promise<RecentSearches> => {
    const viewer = await requireViewer(request);
    return { recent: await loadRecentSearches(db, viewer, urls), status: 'ok' };
  });
  app.post('/api/v1/web/search/register_recent_search_click/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(SearchEntityFormSchema, request.body ?? {});
    await registerSearchClick(db, viewer, form.entity_type, form.entity_id);
    return { status: 'ok' as const };
  });
  app.post('/api/v1/web/search/hide_search_entities/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(SearchEntityFormSchema, request.body ?? {});
    await hideSearchEntity(db, viewer, form.entity_type, form.entity_id);
    return { status: 'ok' as const };
  });
  app.post('/api/v1/web/search/clear_search_history/', async (request) => {
    const viewer = await requireViewer(request);
    await clearSearchHistory(db, viewer);
    return { status: 'ok' as const };
  });
  app.get('/api/v1/web/search/suggested_searches/', async (request): Promise<SuggestedSearches> => {
    const viewer = await request.viewer();
    return { suggested: await loadSuggestedSearches(db, viewer, urls), status: 'ok' };
  });
}
