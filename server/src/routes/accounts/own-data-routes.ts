import type { FastifyInstance } from 'fastify';
import type { AccountDeletionResult, DataDownloadStatus } from 'shared-contracts';
import { AccountDeletionInputSchema } from 'shared-contracts/schemas';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import type { AppDeps } from '../../deps.js';
import { fail, parseInput } from '../../http/errors.js';
import { endSession, requireViewer } from '../../http/session.js';
import { requestAccountDeletion } from '../../domain/own-data/account-deletion.js';
import { ACCOUNT_PURGE_INTERVAL_MS, purgeDueAccounts } from '../../domain/own-data/account-purge.js';
import {
  createDataExportService,
  DATA_EXPORT_PICK_UP_INTERVAL_MS,
  DATA_EXPORT_SWEEP_INTERVAL_MS,
} from '../../domain/own-data/data-exports.js';
import { sendStoredFile } from '../media/send-stored-file.js';
import { startLeasedJob, type LeasedJob } from '../../domain/jobs/job-leases.js';

/** Wrong passwords a deletion request may get per account in 15 minutes (a stolen session cannot guess it). */
export const DELETION_PASSWORD_ATTEMPTS = 5;

/**
 * People's own data (docs/behaviour/own-data.md): "Download your information" (request, status,
 * the archive itself, all for the session's own account only) and the deletion request. The
 * purge of accounts past their grace period and the sweep of expired archives run at start and
 * hourly, on one instance at a time.
 */
export async function ownDataRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const exports = createDataExportService({
    db,
    storage,
    dataDir: config.dataDir,
    log: (error, message) => app.log.error({ err: error }, message),
  });
  const passwordLimiter = databaseLimitStore(db).window(
    'deletion-password',
    DELETION_PASSWORD_ATTEMPTS,
    15 * 60 * 1000,
  );

  // Run by one instance at a time, about hourly across all of them, and at start
  // (docs/operating.md#periodic-jobs).
  const jobs: LeasedJob[] = [];
  app.addHook('onReady', async () => {
    jobs.push(
      startLeasedJob({
        db,
        name: 'account-purge',
        everyMs: ACCOUNT_PURGE_INTERVAL_MS,
        pass: () => purgeDueAccounts(db, { storage, dataDir: config.dataDir }),
        log: (error) => app.log.error({ err: error }, 'account purge failed'),
        atStart: true,
      }),
      startLeasedJob({
        db,
        name: 'data-export-sweep',
        everyMs: DATA_EXPORT_SWEEP_INTERVAL_MS,
        pass: () => exports.sweep(),
        log: (error) => app.log.warn({ err: error }, 'data export sweep failed'),
        atStart: true,
      }),
      // Builds an instance stopped in the middle of are taken over (docs/operating.md#periodic-jobs).
      startLeasedJob({
        db,
        name: 'data-export-pick-up',
        everyMs: DATA_EXPORT_PICK_UP_INTERVAL_MS,
        pass: () => exports.pickUp(),
        log: (error) => app.log.warn({ err: error }, 'data export pick-up failed'),
      }),
    );
  });
  app.addHook('onClose', async () => {
    for (const job of jobs) await job.stop();
    await exports.idle();
  });

  app.get('/api/v1/accounts/download_data/', async (request): Promise<DataDownloadStatus> => {
    const viewer = await requireViewer(request);
    return exports.status(viewer);
  });

  app.post('/api/v1/accounts/download_data/', async (request): Promise<DataDownloadStatus> => {
    const viewer = await requireViewer(request);
    return exports.request(viewer);
  });

  app.get('/api/v1/accounts/download_data/archive/', async (request, reply) => {
    const viewer = await requireViewer(request);
    const archive = await exports.archive(viewer);
    // Streamed from the storage, whichever instance built it, with ranges so a cut download resumes.
    reply.header('Content-Disposition', `attachment; filename="${archive.downloadName}"`);
    const sent = await sendStoredFile(request, reply, storage, archive.key, 'private, no-store');
    if (!sent) {
      reply.removeHeader('Content-Disposition');
      throw fail.notFound('No archive is ready.');
    }
    return reply;
  });

  app.post('/api/v1/web/accounts/request_deletion/', async (request, reply): Promise<AccountDeletionResult> => {
    const viewer = await requireViewer(request);
    const input = parseInput(AccountDeletionInputSchema, request.body ?? {});
    const limiterKey = String(viewer.id);
    if (!(await passwordLimiter.hit(limiterKey))) throw fail.rateLimited();
    const { purgeAfter } = await requestAccountDeletion(db, viewer, input.password);
    await passwordLimiter.reset(limiterKey);
    await endSession(db, request, reply);
    // Every session ended: its sockets close at once (docs/behaviour/direct.md#real-time).
    deps.realtime.disconnectUser(viewer.id, 'logged-out');
    return { purge_after: purgeAfter, status: 'ok' };
  });
}
