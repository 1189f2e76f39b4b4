import type { Kysely } from 'kysely';
import { isValidUsername, ROUTES, SHELL_PATHS } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { findUserByUsername } from '../../domain/users/relationships.js';

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

/**
 * The HTTP status of a page of the shell: 200 for its routes (a profile only when the user
 * exists), 404 otherwise. The page itself is the same; the status is for crawlers and monitors.
 */
export async function pageStatus(db: Kysely<DB>, pathname: string): Promise<200 | 404> {
  if (STATIC_ROUTES.some((route) => route.test(pathname))) return 200;
  const profile = PROFILE_ROUTE.exec(pathname);
  const username = profile?.[1] ? decodeURIComponent(profile[1]) : null;
  if (!username || !isValidUsername(username)) return 404;
  return (await findUserByUsername(db, username)) ? 200 : 404;
}
