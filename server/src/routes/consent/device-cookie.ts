import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** httpOnly cookie identifying a browser for its cookie choice (an essential cookie). */
export const DEVICE_COOKIE = 'lumen_did';

/** The browser's device id from its cookie, or undefined when it has none (or a malformed one). */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const existing = request.cookies[DEVICE_COOKIE];
  return existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing) ? existing : undefined;
}

/** The browser's device id, given a new one (and its cookie) when it has none. */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = deviceIdOf(request);
  if (existing) return existing;
  const id = crypto.randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 2 * 365 * 24 * 3600,
  });
  return id;
}
