/**
 * How much a logged-out visitor may browse before the content wall
 * (docs/behaviour/logged-out.md#impression-limits). The server counts and decides; the browser
 * keeps its own count too so the wall shows without waiting for an answer.
 */

/**
 * What is counted: full content pages, posts opened (as a page or over a grid), and posts opened
 * one after another from a post page's "more posts" (a chain).
 */
export type VisitorSurface = 'page' | 'post' | 'chain';

/** Every counted surface, for validating what a browser reports. */
export const VISITOR_SURFACES = ['page', 'post', 'chain'] as const satisfies readonly VisitorSurface[];

/** The limits of the product's logged-out experience. */
export const VISITOR_LIMITS = {
  /** Content pages (profile, post, tag, location) a visitor may open. */
  pageImpressions: 4,
  /** Posts chained under a post page (more from the author, trending). */
  postChaining: 7,
  /** Posts a visitor may open, as pages or over a grid. */
  posts: 17,
  /** Items of a profile's reels tab a visitor is shown. */
  profileReelsTab: 36,
  /** Story highlights shown on a profile. */
  storyHighlights: 4,
} as const;

/** The reels tab's row count is configurable, but never outside 1..8. */
export const REELS_TAB_RANGE = { min: 1, max: 8 } as const;

/** Clamps a configured reels-tab value into its allowed range (non-numbers give the minimum). */
export function clampReelsTab(value: number): number {
  if (!Number.isFinite(value)) return REELS_TAB_RANGE.min;
  return Math.min(REELS_TAB_RANGE.max, Math.max(REELS_TAB_RANGE.min, Math.trunc(value)));
}

/** The limit of a counted surface. */
export function visitorLimitOf(surface: VisitorSurface): number {
  if (surface === 'page') return VISITOR_LIMITS.pageImpressions;
  return surface === 'chain' ? VISITOR_LIMITS.postChaining : VISITOR_LIMITS.posts;
}

/** Past its limit: the impression that takes the count above the limit is walled. */
export function isOverVisitorLimit(surface: VisitorSurface, seen: number): boolean {
  return seen > visitorLimitOf(surface);
}

/**
 * Search engines' crawlers that get content without a wall: a user agent matches when it names
 * one of these robots. (A user agent is only a claim; these pages are public ones anyway.)
 */
const CRAWLER_USER_AGENTS = [
  'Googlebot',
  'Bingbot',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'Applebot',
  'Slurp',
  'facebookexternalhit',
  'Twitterbot',
  'LinkedInBot',
] as const;

/** Whether a user agent is an allowlisted crawler (case-insensitive, by robot name). */
export function isAllowlistedCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return CRAWLER_USER_AGENTS.some((name) => ua.includes(name.toLowerCase()));
}

/** The server's answer to a counted impression. */
export interface VisitorImpressionResult {
  surface: VisitorSurface;
  /** How many this browser has seen, this one included (0 when nothing is counted). */
  seen: number;
  limit: number;
  /** The content wall must cover this impression. */
  walled: boolean;
  status: 'ok';
}
