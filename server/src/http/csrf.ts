import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail } from './errors.js';

/** Name of the readable CSRF cookie; its value must be echoed in X-CSRFToken on mutations. */
export const CSRF_COOKIE = 'csrftoken';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this client (issued on this request when it had none). */
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF protection: every client gets a random `csrftoken` cookie; a mutation
 * without an X-CSRFToken header equal to it is refused with 403 before any handler runs.
 */
export function installCsrfProtection(app: FastifyInstance, options: { secure: boolean }): void {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (MUTATING.has(request.method)) {
      const headerToken = request.headers['x-csrftoken'];
      const valid =
        typeof cookieToken === 'string' &&
        cookieToken.length >= 16 &&
        typeof headerToken === 'string' &&
        headerToken.length === cookieToken.length &&
        crypto.timingSafeEqual(Buffer.from(headerToken), Buffer.from(cookieToken));
      if (!valid) throw fail.csrf();
    }
    if (cookieToken && cookieToken.length >= 16) {
      request.csrfToken = cookieToken;
      return;
    }
    request.csrfToken = crypto.randomBytes(24).toString('base64url');
    reply.setCookie(CSRF_COOKIE, request.csrfToken, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      maxAge: 365 * 24 * 3600,
    });
  });
}
