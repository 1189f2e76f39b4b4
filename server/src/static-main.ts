// Production mode unless told otherwise, as the API server (main.ts): the shell's server renders
// pages with React's server renderer, whose development build is several times slower and writes
// stack traces into pages. The variable must be set before React loads, hence the dynamic imports.
process.env.NODE_ENV ??= 'production';

const path = (await import('node:path')).default;
const { buildStaticApp } = await import('./static-app.js');
const { originOf } = await import('./http/security-headers.js');
const { nonNegativeInteger } = await import('./config.js');

/** How long a shell page waits for its data from the API before going out plain. */
const DEFAULT_PAGE_DATA_TIMEOUT_MS = 1000;

/** The render's budget, as the API server's (config.ts serverRenderTimeoutMs). */
const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 1000;

/** How long a remote's server build is used before its origin is asked whether it changed. */
const DEFAULT_SERVER_BUILD_REVALIDATE_MS = 1000;

/**
 * A static host for one built frontend, used for each remote and the shell in stack mode and in
 * docker-compose (one deployable per container). Environment:
 *   PORT        port to listen on
 *   STATIC_DIR  the built folder (e.g. remote-feed/dist)
 *   CORS        "true" to send Access-Control-Allow-Origin: * (remotes are fetched cross-origin)
 *   SPA         "true" to answer client-side routes with index.html (the shell)
 *   API_ORIGIN  the API's public origin, injected into the shell page at run time
 *   REMOTE_ORIGINS  comma list of the origins the shell loads remotes from (allowed by its CSP)
 *   MEDIA_ORIGIN    where media is served from, when not the API origin (allowed by its CSP)
 *   API_INTERNAL_ORIGIN  where the shell's server asks the API for each page's data (status,
 *                   account appearance, first screen), as reached from this server; unset: the
 *                   plain shell (docs/performance.md#stack-mode-asks-the-api)
 *   PAGE_DATA_TIMEOUT_MS  how long a page waits for that data (default 1000)
 *   SERVER_RENDER_TIMEOUT_MS  the shell's budget for rendering a page's first screen, and for
 *                   fetching a remote's server build, with API_INTERNAL_ORIGIN set (default 1000;
 *                   0 renders nothing; docs/performance.md#stack-mode-renders-with-each-remotes-own-build)
 *   SERVER_BUILD_REVALIDATE_MS  how long a remote's server build is used before its origin is
 *                   asked whether it changed (default 1000)
 *   REMOTE_INTERNAL_ORIGINS  comma list of `public=internal` origins: where this server fetches a
 *                   remote's server build when its public origin is not reachable from here
 *                   (`http://localhost:3101=http://remote-feed:3101` on docker-compose's network)
 */
/** `a=b,c=d` as { a: b, c: d }, each side an origin; a pair that is not two origins is skipped. */
function originPairs(value: string): Record<string, string> {
  const pairs = value.split(',').map((pair) => pair.split('=').map((side) => originOf(side.trim())));
  return Object.fromEntries(pairs.filter((pair) => pair.length === 2 && pair[0] && pair[1]));
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const apiOrigin = (process.env.API_ORIGIN || '').replace(/\/$/, '');
  const internalOrigin = originOf(process.env.API_INTERNAL_ORIGIN || '');
  const timeoutMs = Number(process.env.PAGE_DATA_TIMEOUT_MS) || DEFAULT_PAGE_DATA_TIMEOUT_MS;
  const root = path.resolve(process.env.STATIC_DIR || 'dist');
  const spa = process.env.SPA === 'true';
  const renderTimeoutMs = nonNegativeInteger(process.env.SERVER_RENDER_TIMEOUT_MS, DEFAULT_SERVER_RENDER_TIMEOUT_MS);
  const app = await buildStaticApp({
    root,
    spa,
    cors: process.env.CORS === 'true',
    apiOrigin,
    sources: {
      remoteOrigins: (process.env.REMOTE_ORIGINS || '')
        .split(',')
        .map((origin) => originOf(origin.trim()))
        .filter((origin): origin is string => origin !== null),
      apiOrigin: originOf(apiOrigin) ?? '',
      mediaOrigin: originOf(process.env.MEDIA_ORIGIN || '') ?? '',
      publicMediaOrigin: originOf(process.env.MEDIA_PUBLIC_BASE_URL || '') ?? '',
    },
    pageData: spa && internalOrigin ? { apiOrigin: internalOrigin, timeoutMs } : null,
    serverRender:
      spa && internalOrigin && renderTimeoutMs > 0
        ? {
            timeoutMs: renderTimeoutMs,
            revalidateMs: nonNegativeInteger(
              process.env.SERVER_BUILD_REVALIDATE_MS,
              DEFAULT_SERVER_BUILD_REVALIDATE_MS,
            ),
            internalOrigins: originPairs(process.env.REMOTE_INTERNAL_ORIGINS || ''),
          }
        : null,
    logLevel: process.env.LOG_LEVEL,
  });
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
  console.log(`serving ${root} on http://localhost:${port}${spa ? ' (shell)' : ''}`);
  const stop = (): void => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
