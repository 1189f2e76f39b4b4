import type { Kysely } from 'kysely';
import {
  HELP_PATHS,
  isValidUsername,
  MODERATION_PATH,
  PROFILE_LIVE_SEGMENT,
  PROFILE_TAB_SEGMENTS,
  ROUTES,
  SHELL_PATHS,
} from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { isPostVisibleByCode } from '../../policy/posts.js';
import { findProfileHeader } from '../../policy/profiles.js';
import type { ServerConfig } from '../../config.js';
import { isModerator } from '../../domain/moderation/moderators.js';

/** A route pattern ("/p/:shortcode/") as a regular expression over the path. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Routes whose status depends on what is behind them; every other route is always a page. */
const CHECKED_ROUTES = new Set(['profile.page', 'feed.post', 'feed.post_comment', 'feed.reel', 'profile.moderation']);
// The moderation area is a page for moderators only; to anyone else it is not there (docs/security.md#moderation).
const MODERATION_ROUTE = patternToRegExp(MODERATION_PATH);
const STATIC_ROUTES = [
  ...Object.values(SHELL_PATHS),
  ...Object.values(HELP_PATHS),
  ...ROUTES.filter((r) => !CHECKED_ROUTES.has(r.id)).map((r) => r.path),
].map(patternToRegExp);
/**
 * A post's page, or a comment's permalink (its post's page, also when the comment is gone: the
 * page says so); the shortcode is its first group.
 */
export const POST_ROUTE = /^\/p\/([^/]+)(?:\/c\/[^/]+)?\/?$/;
// A reel's page shows the same post by the same code, so it answers by the same rule.
const REEL_ROUTE = /^\/reel\/([^/]+)\/?$/;
const PROFILE_ROUTE = /^\/([^/]+)(?:\/([^/]+))?\/?$/;
// The live page is a page of the profile too (docs/behaviour/profiles.md#live-page).
const TABS: readonly string[] = [...PROFILE_TAB_SEGMENTS, PROFILE_LIVE_SEGMENT];

/** A path segment decoded, or null when its escapes are malformed (no page has such a name). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The HTTP status of a page of the shell (docs/routes.md#what-the-server-answers-for-a-page): 200
 * for its routes, 404 where the screen shows not found: a post the viewer may not see, a profile
 * whose header the viewer may not open (unknown, or blocking the viewer), a profile segment that
 * is no tab (nor the live page), another user's saved tab. The page itself is the same; the status is for crawlers
 * and monitors.
 */
export async function pageStatus(
  db: Kysely<DB>,
  pathname: string,
  viewer: UserRow | null,
  config: Pick<ServerConfig, 'adminUsernames'> = { adminUsernames: [] },
): Promise<200 | 404> {
  if (STATIC_ROUTES.some((route) => route.test(pathname))) return 200;
  if (MODERATION_ROUTE.test(pathname)) return viewer && isModerator(config, viewer) ? 200 : 404;
  const post = POST_ROUTE.exec(pathname) ?? REEL_ROUTE.exec(pathname);
  if (post) {
    const code = decodeSegment(post[1] ?? '');
    return code && (await isPostVisibleByCode(db, viewer, code)) ? 200 : 404;
  }
  const profile = PROFILE_ROUTE.exec(pathname);
  const username = profile?.[1] ? decodeSegment(profile[1]) : null;
  const tab = profile?.[2] === undefined ? null : decodeSegment(profile[2]);
  if (!username || !isValidUsername(username)) return 404;
  if (tab !== null && !TABS.includes(tab)) return 404;
  const header = await findProfileHeader(db, viewer, username);
  if (!header) return 404;
  return tab === 'saved' && header.user.id !== viewer?.id ? 404 : 200;
}

/** Whether a path is one of the shell's routes that name no post or profile (`/explore/`, `/accounts/...`). */
export function isStaticPage(pathname: string): boolean {
  return STATIC_ROUTES.some((route) => route.test(pathname));
}
