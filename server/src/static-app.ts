import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createShellPage, registerStaticSite } from './routes/frontend/static-site.js';
import { createPageDataClient } from './routes/frontend/page-data-client.js';
import { firstScreenHeadOrNothing } from './routes/frontend/first-screen-head.js';
import { createStackPageRenderer } from './render/stack-page-renderer.js';
import { renderedHead } from './render/rendered-head.js';
import { PAGE_VARY, pageLayoutOf } from './http/page-layout.js';
import { streamedHtml } from './http/streamed-html.js';
import { localeFromHeader } from './domain/locale.js';
import { BASE_SECURITY_HEADERS, createNonce, pageSecurityHeaders, type PageSources } from './http/security-headers.js';

/** How one static host is set up (static-main.ts reads it from the environment). */
export interface StaticAppOptions {
  /** The built folder. */
  root: string;
  /** Send Access-Control-Allow-Origin: * (remotes are fetched cross-origin). */
  cors: boolean;
  /** Answer client-side routes with the shell's index.html. */
  spa: boolean;
  /** The API's public origin, written into the shell page and used for its media URLs. */
  apiOrigin: string;
  sources: PageSources;
  /**
   * Where this server asks the API for each page's data (the API as reached from here), and how
   * long a page waits for it; null writes the plain shell (docs/performance.md#stack-mode-asks-the-api).
   */
  pageData: { apiOrigin: string; timeoutMs: number } | null;
  /**
   * Render each page's first screen with the shell's server build and each remote's, fetched from
   * the remote's origin (needs pageData; docs/performance.md#stack-mode-renders-with-each-remotes-own-build):
   * the render's budget (SERVER_RENDER_TIMEOUT_MS) and how long a remote's build is used before it
   * is revalidated, and where this server reaches the remotes' origins when not at their public
   * addresses (public to internal origin). Null renders nothing.
   */
  serverRender?: { timeoutMs: number; revalidateMs: number; internalOrigins?: Record<string, string> } | null;
  logLevel?: string;
}

/**
 * A static host for one built frontend, used for each remote and the shell in stack mode and in
 * docker-compose (one deployable per container). The shell's pages carry what the API server
 * would write into them (status, account appearance and language, first-screen data) when the
 * API answers in time, and are the plain shell otherwise.
 */
export async function buildStaticApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel || 'warn' } });
  // Every answer: no sniffing, no full referrer (docs/security.md#headers); the page adds its CSP.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerStaticSite(app, { root: options.root, prefix: '/', cors: options.cors });
  const { apiOrigin } = options;
  const page = options.spa ? createShellPage(path.join(options.root, 'index.html'), { apiOrigin }) : null;
  const pageData = options.pageData
    ? createPageDataClient({
        ...options.pageData,
        onFailure: (reason) => app.log.warn({ err: reason }, 'page data unavailable: the plain shell is sent'),
      })
    : null;
  const render =
    page && options.serverRender
      ? createStackPageRenderer({
          shellRoot: options.root,
          apiOrigin,
          ...options.serverRender,
          onError: (error, where) =>
            app.log.warn({ err: error, where }, 'server rendering left part of a page to the browser'),
        })
      : null;
  // Media URLs as the client resolves them against the API origin (apiClient.resolveUrl).
  const resolveUrl = (url: string) => (apiOrigin && url.startsWith('/') ? new URL(url, apiOrigin).toString() : url);

  /**
   * The page is streamed (docs/performance.md#the-page-is-streamed): the API's page data comes
   * first, as it says the status, the account's appearance and the language the head is written
   * with (its deadline bounds the wait); then the head goes out, then the first screen's data, and
   * the rendered root once rendered.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!page) return null;
    const data = pageData
      ? await pageData(request.url, {
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        })
      : null;
    const nonce = createNonce();
    // The language the page is rendered in; without the API's word, the browser's.
    const locale = data?.render.locale ?? localeFromHeader(request.headers['accept-language']);
    // Rendered only with the API's word on the viewer: without it the page is the plain shell.
    const rendering = render !== null && data !== null;
    const parts = page(nonce, { account: data?.account ?? null, locale, mayRender: rendering });
    if (parts === null) return reply.code(503).type('text/plain').send('The shell is not built yet.');
    const { head, rest } = parts;
    // A page with the account's preferences, its data or rendered for a viewer is that viewer's.
    const personal = Boolean(data?.account || data?.firstScreen || (rendering && data?.render.viewer));
    reply
      .code(data?.status ?? 200)
      .headers(pageSecurityHeaders(options.sources, nonce))
      .type('text/html; charset=utf-8')
      // A page with the viewer's own data is never stored (docs/performance.md#the-first-screen-comes-with-the-page).
      .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
      // Rendered in the Accept-Language's language for a visitor, and per session: a cache keeps them apart.
      .header('Vary', PAGE_VARY);
    async function* body(): AsyncGenerator<string> {
      yield head;
      yield data?.firstScreen
        ? firstScreenHeadOrNothing(data.firstScreen, { resolveUrl }, (error) =>
            app.log.error({ err: error }, 'first screen head failed'),
          )
        : '';
      const rendered =
        render && data
          ? await render({
              url: request.url,
              nonce,
              layout: pageLayoutOf(request),
              firstScreen: data.firstScreen,
              ...data.render,
            }).catch((error: unknown) => {
              app.log.warn({ err: error }, 'server rendering failed: the page goes out plain');
              return null;
            })
          : null;
      yield (rendered ? renderedHead(rendered) : '') + rest(rendered);
    }
    return reply.send(streamedHtml(request, reply, body()));
  };

  // The static plugin answers a directory such as "/" with 403; the shell's root is a page.
  if (page) app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (page && request.method === 'GET') return sendPage(request, reply);
    return reply.code(404).send({ status: 'fail', error_id: 'not_found', message: 'Not found.' });
  });
  return app;
}
