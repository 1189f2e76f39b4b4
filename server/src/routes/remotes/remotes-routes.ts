import type { FastifyInstance } from 'fastify';
import type { RemoteManifest } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { REMOTE_NAMES } from '../../config.js';

/** GET /remotes.json: where the shell finds each remote, from configuration (never a build constant). */
export async function remotesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const manifest: RemoteManifest = {
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: deps.config.remoteEntries[name] })),
    apiOrigin: deps.config.publicApiOrigin,
  };
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(manifest));
}
