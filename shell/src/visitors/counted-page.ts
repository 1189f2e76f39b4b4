import { matchRoutes } from 'react-router';
import { HELP_PATHS, ROUTES, SHELL_PATHS, type VisitorSurface } from 'shared-contracts';

/** Routes whose pages a visitor's limits count (docs/behaviour/logged-out.md#impression-limits). */
const COUNTED_ROUTE_IDS = new Set(['feed.post', 'feed.post_comment', 'search.tag', 'search.location', 'profile.page']);

// The shell's own pages outrank the profile route's `/:username/` pattern, as in AppRoutes.
const MATCHABLE = [
  ...[SHELL_PATHS.login, SHELL_PATHS.emailSignup, ...Object.values(HELP_PATHS)].map((path) => ({ path, id: 'shell' })),
  ...ROUTES.map((route) => ({ path: route.path, id: route.id })),
];

/** A page that counts: its key (switching a profile's tabs keeps it) and what it counts as. */
export interface CountedPage {
  key: string;
  surfaces: VisitorSurface[];
}

/** What a visitor's visit of `pathname` counts as, or null when it does not count. */
export function countedPageOf(pathname: string): CountedPage | null {
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  if (!match || !COUNTED_ROUTE_IDS.has(match.route.id)) return null;
  const { id } = match.route;
  if (id === 'profile.page')
    return { key: `profile:${(match.params.username ?? '').toLowerCase()}`, surfaces: ['page'] };
  // A comment's permalink is its post's page (docs/routes.md#pages): the same post, counted once.
  if (id === 'feed.post' || id === 'feed.post_comment')
    return { key: `post:${match.params.shortcode ?? ''}`, surfaces: ['page', 'post'] };
  return { key: `${id}:${pathname}`, surfaces: ['page'] };
}

/**
 * What one visit counts as, given the counted page the visitor was on just before: a post page
 * opened from another post page (its "more posts" or trending links) is a chained post, counted
 * as a post and a chain but not as a new page; a post over a grid counts as a post only
 * (docs/behaviour/logged-out.md#impression-limits).
 */
export function surfacesOfVisit(previousKey: string | null, page: CountedPage, overlay: boolean): VisitorSurface[] {
  if (overlay) return ['post'];
  const isPost = page.key.startsWith('post:');
  if (isPost && previousKey?.startsWith('page:post:') && previousKey !== `page:${page.key}`) return ['post', 'chain'];
  return page.surfaces;
}
