import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { fail } from './errors.js';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'sessionid';
/** Sessions last 90 days. */
export const SESSION_TTL_MS = 90 * 24 * 3600 * 1000;
/** A session's "last used" time and user agent are written at most this often (docs/behaviour/accounts.md#where-youre-logged-in). */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;
/** The longest user agent kept on a session. */
const USER_AGENT_MAX_LENGTH = 512;

/** The request's user agent as a session keeps it, or null without one. */
function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** Hashes a session token; only hashes are stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** Creates a session row and sets the cookie (httpOnly, SameSite=Lax). */
export async function startSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      user_agent: userAgentOf(request),
      last_used_at: now,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** The stored hash of the request's session token, or null without a session cookie. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/** Deletes the request's session row and clears the cookie. */
export async function endSession(db: Kysely<DB>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Loads the user of the request's session cookie, or null (expired sessions count as none). A
 * session not used for SESSION_TOUCH_INTERVAL_MS records this use and its user agent, so the list
 * of sessions knows roughly when and where each was last used without a write per request.
 */
export async function loadViewer(db: Kysely<DB>, request: FastifyRequest): Promise<UserRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const found = await findSession(db, hashToken(token));
  if (!found) return null;
  const now = Date.now();
  if (now - (found.lastUsedAt ?? 0) >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: now, user_agent: userAgentOf(request) })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }
  return found.user;
}

/** The user of a session token, or null (no such session, or expired); the realtime socket uses it too. */
export async function loadSessionUser(db: Kysely<DB>, token: string): Promise<UserRow | null> {
  return (await findSession(db, hashToken(token)))?.user ?? null;
}

async function findSession(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ user: UserRow; lastUsedAt: number | null } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at', 'sessions.last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at < Date.now()) return null;
  const { expires_at: _expires, last_used_at: lastUsedAt, ...user } = row;
  return { user, lastUsedAt };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, loaded once per request on first use. */
    viewer(): Promise<UserRow | null>;
    /** Memo of `viewer()` for this request. */
    viewerCache: Promise<UserRow | null> | null;
  }
}

/** The logged-in user or a 401. */
export async function requireViewer(request: FastifyRequest): Promise<UserRow> {
  const viewer = await request.viewer();
  if (!viewer) throw fail.unauthenticated();
  return viewer;
}
