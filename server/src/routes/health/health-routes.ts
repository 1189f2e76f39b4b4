import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** GET /healthz (200 only when the database answers) and a trivial endpoint for benchmarks. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await deps.ping();
      return { status: 'ok', database: deps.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'fail', error_id: 'internal', message: 'Database unreachable.' });
    }
  });
  // Does no I/O: the baseline that API throughput is measured against.
  app.get('/api/v1/web/ping/', async () => ({ status: 'ok' }));
}
