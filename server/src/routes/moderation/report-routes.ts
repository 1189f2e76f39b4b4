import type { FastifyInstance } from 'fastify';
import type { OwnReportList, ReportAnswer } from 'shared-contracts';
import { ReportInputSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { listOwnReports, reportItem, REPORTS_PER_HOUR } from '../../domain/moderation/reports.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';

const HOUR_MS = 60 * 60 * 1000;

/** Reporting and one's own reports (docs/behaviour/moderation.md#reporting). */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Shared by every instance on the database (docs/operating.md#limits-across-instances).
  const limiter = databaseLimitStore(deps.db).window('reports', REPORTS_PER_HOUR, HOUR_MS);

  app.post('/api/v1/reports/', async (request): Promise<ReportAnswer> => {
    const viewer = await requireViewer(request);
    const input = parseInput(ReportInputSchema, request.body ?? {});
    const key = String(viewer.id);
    if (!(await limiter.hit(key)))
      throw fail.rateLimited('You are reporting too fast. Try again later.', await limiter.blockedForMs(key));
    return reportItem(deps.db, viewer, input);
  });

  app.get('/api/v1/reports/mine/', async (request): Promise<OwnReportList> => {
    const viewer = await requireViewer(request);
    return { reports: await listOwnReports(deps.db, viewer), status: 'ok' };
  });
}
