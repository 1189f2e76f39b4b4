import type { FirstScreenData } from 'shared-contracts';
import { AppError } from '../../http/errors.js';
import { loadExploreGrid } from '../../domain/discover/explore-grid.js';
import { loadSection, type SectionSource } from '../../domain/discover/media-sections.js';
import { loadHashtagInfo, requireTag } from '../../domain/discover/hashtag-pages.js';
import { loadLocationInfo, requireLocation } from '../../domain/locations/location-pages.js';
import type { FirstScreenContext } from './first-screen.js';

// The first screens of the discovery pages (docs/performance.md#the-first-screen-comes-with-the-page):
// each from the domain function, with the visitor gate, of the API call the screen makes
// (routes/discover/explore-routes.ts, routes/locations/location-page-routes.ts).

/** The explore grid (`/explore/`), a tag's page and a place's page; the tag or id is the first group. */
export const GRID_ROUTES = {
  explore: /^\/explore\/?$/,
  tag: /^\/explore\/tags\/([^/]+)\/?$/,
  location: /^\/explore\/locations\/([^/]+)(?:\/[^/]+)?\/?$/,
};

/** What the API refuses (not found, a visitor past a limit) gives null; any other failure is thrown. */
async function unlessRefused<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The explore grid's first page as `/api/v1/discover/web/explore_grid/` answers this viewer: open
 * to visitors with no gate, like that call (public accounts' posts only; blocks both ways left out).
 */
export async function exploreFirstScreen(context: FirstScreenContext): Promise<FirstScreenData | null> {
  const { db, viewer, urls, locale } = context;
  const grid = await loadExploreGrid(db, viewer, undefined, { urls, locale });
  return grid.items.length > 0 ? { route: 'explore', grid } : null;
}

/** The first page of a tag's or a place's two sections, as its `sections/?tab=top` and `?tab=recent` answer. */
async function firstSections(source: SectionSource, context: FirstScreenContext) {
  const { db, viewer, urls, locale } = context;
  const firstPageOf = (tab: 'top' | 'recent') => loadSection(db, viewer, source, tab, undefined, { urls, locale });
  const [top, recent] = await Promise.all([firstPageOf('top'), firstPageOf('recent')]);
  return { top, recent };
}

/**
 * A tag page's header and the first page of its Top posts and of its Most recent, as
 * `/api/v1/tags/web_info/` and `/api/v1/tags/{tag}/sections/` answer this viewer: a tag with no post
 * the viewer may see is not found (null), a visitor past the page limit gets nothing. `tag` is the
 * address's, as the screen keys its queries by it; the API reads its stored form.
 */
export async function tagFirstScreen(tag: string, context: FirstScreenContext): Promise<FirstScreenData | null> {
  const { db, viewer, urls } = context;
  return unlessRefused(async () => {
    await context.visitorGate?.('page');
    const info = await loadHashtagInfo(db, viewer, tag, urls);
    return { route: 'tag', tag, info: info.data, ...(await firstSections({ tag: requireTag(tag) }, context)) };
  });
}

/**
 * A place's header and the first page of its Top posts and of its Most recent, as
 * `/api/v1/locations/{id}/info/` and `/api/v1/locations/{id}/sections/` answer this viewer; an
 * unknown place gives null.
 */
export async function locationFirstScreen(
  locationId: string,
  context: FirstScreenContext,
): Promise<FirstScreenData | null> {
  const { db, viewer } = context;
  return unlessRefused(async () => {
    await context.visitorGate?.('page');
    const { location } = await loadLocationInfo(db, viewer, locationId);
    const place = await requireLocation(db, locationId);
    return { route: 'location', locationId, location, ...(await firstSections({ locationId: place.id }, context)) };
  });
}
