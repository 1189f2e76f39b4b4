import type { FastifyInstance } from 'fastify';
import { isAllowlistedCrawler, visitorLimitOf, type VisitorImpressionResult } from 'shared-contracts';
import { VisitorImpressionInputSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { createFixedWindowLimiter } from '../../http/rate-limit.js';
import {
  countVisitorImpression,
  forgetStaleVisitorImpressions,
  VISITOR_IMPRESSIONS_KEPT_MS,
  visitorKeyOf,
} from '../../domain/visitors/visitor-impressions.js';

/** Impressions one source address may report per minute: a few browsers' worth of fast clicking. */
export const VISITOR_IMPRESSIONS_PER_MINUTE = 120;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * POST /api/v1/web/visitor/impressions/: counts what a logged-out browser sees and answers whether
 * the content wall covers it (docs/behaviour/logged-out.md#impression-limits).
 */
export async function visitorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limiter = createFixedWindowLimiter(VISITOR_IMPRESSIONS_PER_MINUTE, 60 * 1000);
  let prunedAt = 0;

  app.post('/api/v1/web/visitor/impressions/', async (request): Promise<VisitorImpressionResult> => {
    const { surface } = parseInput(VisitorImpressionInputSchema, request.body);
    const limit = visitorLimitOf(surface);
    // Logged-in viewers and allowlisted crawlers are never walled, and nothing is counted for them.
    const free: VisitorImpressionResult = { surface, seen: 0, limit, walled: false, status: 'ok' };
    if (isAllowlistedCrawler(request.headers['user-agent'])) return free;
    if (await request.viewer()) return free;
    if (!limiter.hit(request.ip)) throw fail.rateLimited(undefined, limiter.blockedForMs(request.ip));
    const now = Date.now();
    if (now - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now;
      await forgetStaleVisitorImpressions(deps.db, now - VISITOR_IMPRESSIONS_KEPT_MS);
    }
    // A mutation gets here only with a valid CSRF cookie (docs/behaviour/accounts.md#csrf), which keys the count.
    const counted = await countVisitorImpression(deps.db, visitorKeyOf(request.csrfToken), surface, now);
    return { surface, ...counted, status: 'ok' };
  });
}
