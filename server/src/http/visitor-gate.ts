import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isAllowlistedCrawler, type VisitorSurface } from 'shared-contracts';
import type { DB, UserRow } from '../db/schema.js';
import { isVisitorPastLimit, visitorKeyOf } from '../domain/visitors/visitor-impressions.js';
import { fail } from './errors.js';

/** Refuses one kind of content to the browser of a request when it is past that kind's limit. */
export type VisitorGate = (surface: VisitorSurface) => Promise<void>;

/**
 * The gate of one request: a logged-out browser already past a limit gets no more content of that
 * kind, `visitor_limit_reached` instead (docs/behaviour/logged-out.md#what-the-server-withholds).
 * Logged-in viewers and allowlisted crawlers pass; so does a client without the CSRF cookie, which
 * has nothing counted (its impressions could not be reported).
 */
export function visitorGateOf(db: Kysely<DB>, request: FastifyRequest, viewer: UserRow | null): VisitorGate {
  return async (surface) => {
    if (viewer || !request.csrfToken || isAllowlistedCrawler(request.headers['user-agent'])) return;
    if (await isVisitorPastLimit(db, visitorKeyOf(request.csrfToken), surface)) throw fail.visitorLimit();
  };
}
