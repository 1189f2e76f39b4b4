import type { FastifyInstance } from 'fastify';
import type { RemoteManifest } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import type { ServerConfig } from '../../config.js';

/** Where the shell finds each remote, from configuration (never a build constant). */
export function remoteManifestOf(config: ServerConfig): RemoteManifest {
  return {
    remotes: Object.entries(config.remoteEntries).map(([name, entry]) => ({ name, entry })),
    apiOrigin: config.publicApiOrigin,
  };
}

/** GET /remotes.json: the remote manifest (a page the server writes carries it already). */
export async function remotesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const manifest = remoteManifestOf(deps.config);
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(manifest));
}
