import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenData, Locale, PageLayout, RemoteName } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import type { VisitorGate } from '../../http/visitor-gate.js';
import { REMOTE_NAMES } from '../../config.js';
import { preferencesOf } from '../../domain/preferences/account-preferences.js';
import { createShellPage, registerStaticSite } from './static-site.js';
import { createFirstScreenLoader, firstScreenRouteOf } from './first-screen.js';
import { firstScreenHeadOrNothing } from './first-screen-head.js';
import { renderedHead } from '../../render/rendered-head.js';
import { remoteManifestOf } from '../remotes/remotes-routes.js';
import { presentViewer } from '../../domain/users/viewer-presenter.js';
import { createPageRenderer } from '../../render/page-renderer.js';
import { loadLocalServerBuilds } from '../../render/server-builds.js';
import { once } from '../../render/once.js';

/** Where each remote's browser files are served: its manifest's folder. */
function remoteBaseUrls(remotes: ReadonlyArray<{ name: string; entry: string }>): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry.replace(/[^/]*$/, '')]));
}

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
 * The shell page for one response, written as its parts are ready
 * (docs/performance.md#the-page-is-streamed), and whether it carries the viewer's own data.
 */
export interface ShellPage {
  /**
   * Account preferences or first-screen data: only for this viewer, never kept by a cache. Decided
   * before anything is written, from the viewer and the address: a page that may carry data is one.
   */
  personal: boolean;
  /** The head at once, then the first screen's data and preload, then its stylesheets, the root and the rest. */
  parts: AsyncIterable<string>;
}

/** What the shell page is written for: a nonce, the viewer, the requested URL and the text locale. */
export type ShellPageRenderer = (
  nonce: string,
  request: {
    viewer: UserRow | null;
    url: string;
    locale: Locale;
    /** The layout the device is guessed to want; the wide desktop's when unsaid. */
    layout?: PageLayout;
    visitorGate?: VisitorGate;
    /** False keeps the root empty for the browser to draw (the bench's comparison). */
    render?: boolean;
  },
) => ShellPage | null;

/**
 * One-port mode: each remote under /remotes/<name>/, the shell's assets under /assets/; returns
 * the renderer of the shell page for client-side routes (null when frontend hosting is off). The
 * page of the home feed, a post or a profile carries its first screen's data and photo preload.
 */
export async function frontendRoutes(app: FastifyInstance, deps: AppDeps): Promise<ShellPageRenderer | null> {
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
  // The service worker of browser notifications, at the root so its scope is the whole site
  // (docs/behaviour/activity.md#browser-notifications); always revalidated.
  const serviceWorker = path.join(shellDist, 'sw.js');
  app.get('/sw.js', async (_request, reply) => {
    if (!fs.existsSync(serviceWorker)) return reply.code(404).send({ status: 'fail', message: 'Not found.' });
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await fs.promises.readFile(serviceWorker, 'utf8'));
  });
  const apiOrigin = deps.config.publicApiOrigin;
  // The page carries the remote manifest, so the shell starts the route's remote without first
  // asking for /remotes.json (docs/performance.md#the-first-screen-comes-with-the-page).
  const { remotes } = remoteManifestOf(deps.config);
  const shellPage = createShellPage(path.join(shellDist, 'index.html'), { apiOrigin, remotes });
  const loadFirstScreen = createFirstScreenLoader();
  // Media URLs as the client resolves them against the API origin (apiClient.resolveUrl).
  const resolveUrl = (url: string) => (apiOrigin && url.startsWith('/') ? new URL(url, apiOrigin).toString() : url);

  const loadBuilds = once(async () => loadLocalServerBuilds(root, remoteBaseUrls(remotes)));
  // Loaded at start, not by the first page: evaluating the builds would take that page's time budget.
  await loadBuilds().catch((error: unknown) => app.log.error({ err: error }, 'server builds failed to load'));
  const renderPage = createPageRenderer({
    builds: loadBuilds,
    apiOrigin,
    timeoutMs: deps.config.serverRenderTimeoutMs,
    onError: (error, url) => app.log.warn({ err: error, url }, 'server rendering left part of a page to the browser'),
  });

  const onHeadError = (error: unknown) => app.log.error({ err: error }, 'first screen head failed');

  return (nonce, { viewer, url, locale, layout = 'desktop', visitorGate, render = true }) => {
    const account = viewer ? preferencesOf(viewer) : null;
    // The account's language wins, as the page's start-up script makes it the browser's.
    const pageLocale = account?.locale ?? locale;
    const rendering = render && deps.config.serverRenderTimeoutMs > 0;
    const page = shellPage(nonce, { account, locale: pageLocale, mayRender: rendering });
    if (!page) return null;
    const { head, rest } = page;
    const renderOrNothing = async (data: FirstScreenData | null) => {
      try {
        return await renderPage({
          url,
          nonce,
          viewer: viewer ? presentViewer(viewer, deps.urls, deps.config) : null,
          locale: pageLocale,
          layout,
          firstScreen: data,
        });
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed: the page goes out plain');
        return null;
      }
    };
    // Written only once the head has gone out: nothing below may throw past it, the status is sent.
    async function* parts(): AsyncGenerator<string> {
      yield head;
      // Without its data the page still works: the screen asks the API as it always did.
      const data = await loadFirstScreen(url, { db: deps.db, urls: deps.urls, viewer, locale, visitorGate }).catch(
        (error: unknown) => {
          app.log.error({ err: error }, 'first screen data failed');
          return null;
        },
      );
      // The photo's preload and the data go out before the render: the browser fetches the photo meanwhile.
      yield data ? firstScreenHeadOrNothing(data, { resolveUrl }, onHeadError) : '';
      const rendered = rendering ? await renderOrNothing(data) : null;
      yield (rendered ? renderedHead(rendered) : '') + rest(rendered);
    }
    return { parts: parts(), personal: viewer !== null || firstScreenRouteOf(url, false) !== null };
  };
}
