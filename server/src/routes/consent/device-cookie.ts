import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_ID_LIFETIME_MS } from '../../domain/consent/consent-retention.js';

/** httpOnly cookie identifying a browser for its cookie choice (an essential cookie). */
export const DEVICE_COOKIE = 'lumen_did';

/** The browser's device id from its cookie, or undefined when it has none (or a malformed one). */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const existing = request.cookies[DEVICE_COOKIE];
  return existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing) ? existing : undefined;
}

/** A new random device id, for a browser that has none. */
export function newDeviceId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/**
 * Gives the browser its device cookie. Set only once its choice is recorded, so a refused choice
 * leaves the browser without a cookie that names nothing (docs/behaviour/consent.md#limits).
 */
export function setDeviceCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_ID_LIFETIME_MS / 1000,
  });
}
