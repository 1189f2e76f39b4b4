import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { fail } from './errors.js';
import { createSharedWindowLimiter } from '../domain/limits/shared-window-limiter.js';
import { limitSourceOf } from '../domain/limits/source-address.js';

/** Writes one account may make per minute by default, all kinds together (`WRITES_PER_MINUTE`: docs/security.md#limits-on-writes). */
export const WRITES_PER_MINUTE = 600;
/** Writes one source address may make per minute without an account by default (`ANONYMOUS_WRITES_PER_MINUTE`). */
export const ANONYMOUS_WRITES_PER_MINUTE = 300;

/** The methods that write. */
const WRITING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes never refused by the ceiling: leaving must always work. */
const NEVER_REFUSED = new Set(['/api/v1/web/accounts/logout/ajax/']);

/** The key one request's write counts under: its account, or without one its source address. */
export function writeKeyOf(viewer: Pick<UserRow, 'id'> | null, ip: string): string {
  return viewer ? `write:${viewer.id}` : `write-source:${limitSourceOf(ip)}`;
}

/**
 * The ceiling on every write (docs/security.md#limits-on-writes): each request with a writing
 * method to a known route counts one against its account's limit, or without a session against
 * its source address's, before its body is read. Counted in the database, so every server
 * instance shares the counts. Areas with stricter limits of their own (direct messages,
 * comments, posting, consent, analytics, sign-up, login) count those as well.
 */
export function installWriteLimits(
  app: FastifyInstance,
  db: Kysely<DB>,
  perMinute: { accounts: number; sources: number } = {
    accounts: WRITES_PER_MINUTE,
    sources: ANONYMOUS_WRITES_PER_MINUTE,
  },
): void {
  const accounts = createSharedWindowLimiter(db, perMinute.accounts, 60_000);
  const sources = createSharedWindowLimiter(db, perMinute.sources, 60_000);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    if (!WRITING.has(request.method) || route === undefined || NEVER_REFUSED.has(route)) return;
    const viewer = await request.viewer().catch(() => null);
    const key = writeKeyOf(viewer, request.ip);
    const waitMs = await (viewer ? accounts : sources).take(key);
    if (waitMs > 0) throw fail.rateLimited('You are doing that too fast. Please wait a moment.', waitMs);
  });
}
