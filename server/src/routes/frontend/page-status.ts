import type { Kysely } from 'kysely';
import { isValidUsername, ROUTES, SHELL_PATHS } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { findProfileHeader } from '../../domain/visibility/profile-access.js';

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

const STATIC_ROUTES = [
  ...Object.values(SHELL_PATHS),
  ...ROUTES.filter((r) => r.id !== 'profile.page').map((r) => r.path),
].map(patternToRegExp);
const PROFILE_ROUTE = /^\/([^/]+)(?:\/[^/]+)?\/?$/;

/** A path segment decoded, or null when its escapes are malformed (no page has such a name). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The HTTP status of a page of the shell: 200 for its routes (a profile only when the viewer may
 * open its header: the user exists and does not block the viewer), 404 otherwise. The page itself
 * is the same; the status is for crawlers and monitors.
 */
export async function pageStatus(db: Kysely<DB>, pathname: string, viewer: UserRow | null): Promise<200 | 404> {
  if (STATIC_ROUTES.some((route) => route.test(pathname))) return 200;
  const profile = PROFILE_ROUTE.exec(pathname);
  const username = profile?.[1] ? decodeSegment(profile[1]) : null;
  if (!username || !isValidUsername(username)) return 404;
  return (await findProfileHeader(db, viewer, username)) ? 200 : 404;
}
