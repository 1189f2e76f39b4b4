import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { AppError, fail } from '../http/errors.js';
import { isAllowedOrigin } from '../http/origin-check.js';
import { hashToken, loadSessionUser, SESSION_COOKIE } from '../http/session.js';

export type UpgradeDecision = { ok: true; user: UserRow; tokenHash: string } | { ok: false; refusal: AppError };

const crossSite = () => new AppError(403, 'csrf_failed', 'Requests from other sites cannot open the realtime socket.');

/**
 * Decides whether a WebSocket upgrade may go ahead (docs/behaviour/direct.md#real-time). A browser
 * always sends `Origin` on a WebSocket, and a cookie-authenticated socket is readable by the page
 * that opened it, so unlike a plain GET the origin must be ours: missing, foreign or
 * `Sec-Fetch-Site: cross-site` is refused before any database work. Then the session cookie must
 * name a live session.
 */
export async function authorizeUpgrade(
  db: Kysely<DB>,
  request: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
  parseCookie: (header: string) => Record<string, string | undefined>,
): Promise<UpgradeDecision> {
  const origin = request.headers.origin;
  const host = request.headers.host ?? '';
  if (request.headers['sec-fetch-site'] === 'cross-site') return { ok: false, refusal: crossSite() };
  if (!origin || !isAllowedOrigin(origin, host, allowedOrigins)) return { ok: false, refusal: crossSite() };
  const token = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
  if (!token) return { ok: false, refusal: fail.unauthenticated() };
  const user = await loadSessionUser(db, token);
  if (!user) return { ok: false, refusal: fail.unauthenticated() };
  return { ok: true, user, tokenHash: hashToken(token) };
}
