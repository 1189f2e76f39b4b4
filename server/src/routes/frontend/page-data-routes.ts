import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { visitorGateOf } from '../../http/visitor-gate.js';
import { localeFromHeader } from '../../domain/locale.js';
import { preferencesOf } from '../../domain/preferences/account-preferences.js';
import { presentViewer } from '../../domain/users/viewer-presenter.js';
import { remoteManifestOf } from '../remotes/remotes-routes.js';
import { createFirstScreenLoader } from './first-screen.js';
import { pageStatus } from './page-status.js';

/** The page's path with its query string, as the browser asked the shell's server for it. */
const PageDataQuerySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/', 'A page path starts with /.'),
});

/**
 * What the API server itself would write into a page of the shell, for the shell's own server in
 * stack mode (docs/performance.md#stack-mode-asks-the-api): the page's status, the account's
 * appearance and language, the first screen's data, and what rendering the page needs: the viewer
 * as the browser's session presents it, the page's language and where each remote lives
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server). The viewer is the session cookie the
 * shell's server forwards, so every part is authorized exactly as the page and the API calls are;
 * nothing here goes beyond what the screen's own API call would answer the same cookie.
 */
export async function pageDataRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const loadFirstScreen = createFirstScreenLoader();

  app.get('/api/v1/web/page_data/', async (request, reply) => {
    const { path: url } = parseInput(PageDataQuerySchema, request.query ?? {});
    const viewer = await request.viewer();
    const locale = localeFromHeader(request.headers['accept-language']);
    const pathname = url.split('?')[0] ?? '/';
    // A visitor past a limit gets no first screen here either (docs/behaviour/logged-out.md#what-the-server-withholds).
    const visitorGate = visitorGateOf(deps.db, request, viewer);
    const [status, firstScreen] = await Promise.all([
      pageStatus(deps.db, pathname, viewer, deps.config),
      // As on the API server's own pages: without its data the page still works.
      loadFirstScreen(url, { db: deps.db, urls: deps.urls, viewer, locale, visitorGate }).catch((error: unknown) => {
        request.log.error({ err: error }, 'first screen data failed');
        return null;
      }),
    ]);
    const account = viewer ? preferencesOf(viewer) : null;
    reply.header('Cache-Control', 'private, no-store');
    return {
      page_status: status,
      account,
      first_screen: firstScreen,
      viewer: viewer ? presentViewer(viewer, deps.urls, deps.config) : null,
      // The account's language wins, as on the API server's own pages (frontend-routes.ts).
      locale: account?.locale ?? locale,
      // The remotes the browser is told about (/remotes.json): the page is rendered with the same.
      remotes: remoteManifestOf(deps.config).remotes,
      status: 'ok' as const,
    };
  });
}
