import type { FastifyInstance } from 'fastify';
import { AppearanceFormSchema, LanguageFormSchema, ProblemReportFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { preferencesOf, setAppearance, setLanguage } from '../../domain/preferences/account-preferences.js';
import { PROBLEM_REPORTS_PER_HOUR, storeProblemReport } from '../../domain/preferences/problem-reports.js';
import { createSharedWindowLimiter } from '../../domain/limits/shared-window-limiter.js';

/**
 * The shell's own account calls (docs/behaviour/shell-chrome.md): appearance and language, saved
 * per account, and "Report a problem". All need a login.
 */
export async function preferencesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const reportLimiter = createSharedWindowLimiter(db, PROBLEM_REPORTS_PER_HOUR, 3600_000);

  app.get('/api/v1/accounts/preferences/', async (request) => {
    const viewer = await requireViewer(request);
    return { ...preferencesOf(viewer), status: 'ok' as const };
  });

  app.post('/api/v1/accounts/set_appearance/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(AppearanceFormSchema, request.body ?? {});
    const saved = await setAppearance(db, viewer, form.appearance);
    return { ...saved, status: 'ok' as const };
  });

  app.post('/api/v1/accounts/set_language/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(LanguageFormSchema, request.body ?? {});
    return { ...(await setLanguage(db, viewer, form.locale)), status: 'ok' as const };
  });

  // Form bodies are capped by the server's body limit; the text by its own length.
  app.post('/api/v1/web/report_problem/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(ProblemReportFormSchema, request.body ?? {});
    const waitMs = await storeProblemReport(db, reportLimiter, viewer, { text: form.text, pagePath: form.page_path });
    if (waitMs > 0) throw fail.rateLimited(undefined, waitMs);
    return { status: 'ok' as const };
  });
}
