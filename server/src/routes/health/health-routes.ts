import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { benchFeedRoutes } from './bench-feed-routes.js';

/** How long one look at the storage answers /healthz: each look is a request to object storage. */
const STORAGE_CHECK_TTL_MS = 10_000;

/**
 * GET /healthz (200 only when the database answers; the storage's state beside it: an instance
 * whose storage is down still serves what needs none, docs/operating.md#when-the-storage-is-down)
 * and a trivial endpoint for benchmarks.
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  let storageLook: { at: number; reachable: Promise<boolean> } | null = null;
  const storageReachable = (): Promise<boolean> => {
    if (!storageLook || Date.now() - storageLook.at > STORAGE_CHECK_TTL_MS)
      storageLook = {
        at: Date.now(),
        reachable: deps.storage.check().then(
          () => true,
          () => false,
        ),
      };
    return storageLook.reachable;
  };

  app.get('/healthz', async (request, reply) => {
    try {
      await deps.ping();
      const reachable = await storageReachable();
      return {
        status: reachable ? 'ok' : 'degraded',
        database: deps.dialect,
        storage: deps.storage.kind,
        ...(reachable ? {} : { storage_error: 'unreachable' }),
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'fail', error_id: 'internal', message: 'Database unreachable.' });
    }
  });
  // Does no I/O: the baseline that API throughput is measured against.
  app.get('/api/v1/web/ping/', async () => ({ status: 'ok' }));

  // The baseline for upload throughput: reads a plain POST body and only counts it. Off unless
  // BENCH_ENDPOINTS is set, so a public server never accepts large anonymous bodies.
  if (deps.config.benchEndpoints) {
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: BENCH_SINK_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    app.post('/api/v1/web/bench/sink/', async (request) => ({ status: 'ok', bytes: (request.body as Buffer).length }));
  }
  await benchFeedRoutes(app, deps);
}

/** The largest body the bench sink reads (the upload bench sends 10 MB). */
const BENCH_SINK_MAX_BYTES = 16 * 1024 * 1024;
