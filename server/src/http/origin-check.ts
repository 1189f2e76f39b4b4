import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Methods that change nothing, so another site may send them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The answer to a mutation sent by another site: the catalogue's csrf_failed. */
export function crossSiteRefusal(): AppError {
  return new AppError(403, 'csrf_failed', 'Requests from other sites cannot change anything.');
}

/**
 * Whether a browser's `Origin` is this site: an allowed origin, or the host the request was sent
 * to (`host`: fastify's request.host, or the raw Host header of a WebSocket upgrade).
 */
export function isAllowedOrigin(origin: string, host: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // "null" (sandboxed frames, some redirects) and anything that is not a bare origin are refused.
  if (url.origin !== origin) return false;
  // The page's own origin: the host the request was sent to (X-Forwarded-Host only from a trusted
  // proxy), parsed the same way so a default port (":80", ":443") compares equal to none.
  try {
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Refuses mutations a browser sent from another site (docs/security.md#cross-site-requests): a
 * `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this host nor an allowed origin.
 * Requests without these headers (curl, servers, old browsers) go on to the CSRF token check.
 */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.filter(Boolean));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSiteRefusal();
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request.host, allowed)) throw crossSiteRefusal();
  });
}
