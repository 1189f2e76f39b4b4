import type { RouteId } from 'shared-contracts';

/**
 * The routes whose first screen the server renders (docs/performance.md#the-first-screen-is-rendered-on-the-server):
 * the pages people land on. Others are drawn in the browser alone, as before.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'feed.home',
  'feed.post',
  'feed.reels',
  'profile.page',
  'search.explore',
  'search.tag',
  'search.location',
  'direct.inbox',
]);
