import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors.js';

/** Name of the readable CSRF cookie; its value must be echoed in X-CSRFToken on mutations. */
export const CSRF_COOKIE = 'csrftoken';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls a browser may send with `navigator.sendBeacon`, which cannot set headers: these take the
 * token from the `csrf_token` query parameter instead (docs/security.md#cross-site-requests).
 */
export const BEACON_PATHS: ReadonlySet<string> = new Set(['/api/v1/web/logging/events/']);

/** The token a mutation echoed: its header, or for a beacon path its query parameter. */
function echoedToken(request: FastifyRequest): unknown {
  const header = request.headers['x-csrftoken'];
  if (header !== undefined || !BEACON_PATHS.has(request.url.split('?')[0] ?? '')) return header;
  return (request.query as Record<string, unknown> | undefined)?.csrf_token;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this client (issued on this request when it had none). */
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF protection: a mutation without an X-CSRFToken header equal to the
 * `csrftoken` cookie is refused with 403 before any handler runs.
 */
export function installCsrfProtection(app: FastifyInstance): void {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (MUTATING.has(request.method)) {
      const headerToken = echoedToken(request);
      const valid =
        typeof cookieToken === 'string' &&
        cookieToken.length >= 16 &&
        typeof headerToken === 'string' &&
        headerToken.length === cookieToken.length &&
        crypto.timingSafeEqual(Buffer.from(headerToken), Buffer.from(cookieToken));
      if (!valid) throw fail.csrf();
    }
    if (cookieToken && cookieToken.length >= 16) request.csrfToken = cookieToken;
  });
}

/**
 * Issues the client's CSRF token when it has none. Only the calls that hand the token to the
 * client (shared data, the shell page) issue it: if every response could, two parallel first
 * requests would each set a different cookie and the client would echo the wrong one.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  if (request.csrfToken) return request.csrfToken;
  request.csrfToken = crypto.randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, request.csrfToken, { path: '/', sameSite: 'lax', secure, maxAge: 365 * 24 * 3600 });
  return request.csrfToken;
}
