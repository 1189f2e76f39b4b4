import type { FastifyInstance } from 'fastify';
import { AnalyticsBatchSchema, ANALYTICS_BATCH_MAX_BYTES } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { createFixedWindowLimiter } from '../../http/rate-limit.js';
import { assertAnalyticsConsent, storeAnalyticsBatch } from '../../domain/analytics/analytics-events.js';
import { startRetentionSweep } from '../../domain/analytics/retention-sweep.js';
import { deviceIdOf } from '../consent/device-cookie.js';

/** Batches per minute per browser, and per source address (several browsers behind one). */
export const ANALYTICS_BATCHES_PER_MINUTE = { perBrowser: 120, perAddress: 600 };

/** The body as JSON: a beacon sends it as text/plain (the one type it may send without a preflight). */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw fail.badRequest('The body is not JSON.');
  }
}

/** POST /api/v1/web/logging/events/: a consenting browser's analytics batch (docs/behaviour/analytics.md). */
export async function analyticsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const perBrowser = createFixedWindowLimiter(ANALYTICS_BATCHES_PER_MINUTE.perBrowser, 60_000);
  const perAddress = createFixedWindowLimiter(ANALYTICS_BATCHES_PER_MINUTE.perAddress, 60_000);

  app.post('/api/v1/web/logging/events/', { bodyLimit: ANALYTICS_BATCH_MAX_BYTES }, async (request) => {
    const consentDevice = deviceIdOf(request);
    await assertAnalyticsConsent(deps.db, consentDevice);
    for (const [limiter, key] of [
      [perBrowser, `analytics:${consentDevice}`],
      [perAddress, `analytics-ip:${request.ip}`],
    ] as const) {
      if (!limiter.hit(key)) throw fail.rateLimited('Too many analytics batches.', limiter.blockedForMs(key));
    }
    const batch = parseInput(AnalyticsBatchSchema, parseBody(request.body));
    const viewer = await request.viewer();
    const stored = await storeAnalyticsBatch(deps.db, batch, viewer?.id ?? null, request.ip);
    return { status: 'ok', stored };
  });

  // Deletes events and consent records past their retention, and limits whose window is over
  // (docs/behaviour/analytics.md#what-the-server-keeps).
  const stopSweep = startRetentionSweep(deps.db, (error) => app.log.error({ err: error }, 'retention sweep failed'));
  app.addHook('onClose', stopSweep);
}
