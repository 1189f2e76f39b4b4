import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { REMOTE_NAMES } from '../../config.js';
import { createShellPage, registerStaticSite, type PageAccountPreferences } from './static-site.js';

/**
 * Paths that belong to the API, the media and the built assets, never to the shell's client-side
 * routes: an unknown one answers the JSON not_found body, not a page.
 */
export function isApiPath(url: string): boolean {
  return (
    /^\/(api|web\/wwwgraphql|rupload_igphoto|rupload_igvideo|cookie|media|remotes|healthz|assets)(\/|$|\?)/.test(url) ||
    url.startsWith('/remotes.json')
  );
}

/**
 * One-port mode: each remote under /remotes/<name>/, the shell's assets under /assets/; returns
 * the renderer of the shell page for client-side routes (null when frontend hosting is off).
 */
export async function frontendRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<((nonce: string, account?: PageAccountPreferences | null) => string | null) | null> {
  const root = deps.config.frontendRoot;
  if (!root) return null;
  for (const name of REMOTE_NAMES) {
    const dist = path.join(root, `remote-${name}`, 'dist');
    if (fs.existsSync(dist)) await registerStaticSite(app, { root: dist, prefix: `/remotes/${name}/` });
  }
  const shellDist = path.join(root, 'shell', 'dist');
  if (fs.existsSync(path.join(shellDist, 'assets'))) {
    await registerStaticSite(app, { root: path.join(shellDist, 'assets'), prefix: '/assets/' });
  }
  return createShellPage(path.join(shellDist, 'index.html'), { apiOrigin: deps.config.publicApiOrigin });
}
