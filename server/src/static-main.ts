import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { createShellPage, registerStaticSite } from './routes/frontend/static-site.js';
import {
  BASE_SECURITY_HEADERS,
  createNonce,
  originOf,
  pageSecurityHeaders,
  type PageSources,
} from './http/security-headers.js';

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
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const root = path.resolve(process.env.STATIC_DIR || 'dist');
  const spa = process.env.SPA === 'true';
  const apiOrigin = (process.env.API_ORIGIN || '').replace(/\/$/, '');
  const sources: PageSources = {
    remoteOrigins: (process.env.REMOTE_ORIGINS || '')
      .split(',')
      .map((origin) => originOf(origin.trim()))
      .filter((origin): origin is string => origin !== null),
    apiOrigin: originOf(apiOrigin) ?? '',
    mediaOrigin: originOf(process.env.MEDIA_ORIGIN || '') ?? '',
  };
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
  // Every answer: no sniffing, no full referrer (docs/security.md#headers); the page adds its CSP.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerStaticSite(app, { root, prefix: '/', cors: process.env.CORS === 'true' });
  const page = spa ? createShellPage(path.join(root, 'index.html'), { apiOrigin }) : null;
  const sendPage = (reply: FastifyReply, html: string, nonce: string) =>
    reply
      .headers(pageSecurityHeaders(sources, nonce))
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  if (page) {
    // The static plugin answers a directory such as "/" with 403; the shell's root is a page.
    app.get('/', (_request, reply) => {
      const nonce = createNonce();
      const html = page(nonce);
      if (!html) return reply.code(503).type('text/plain').send('The shell is not built yet.');
      return sendPage(reply, html, nonce);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const nonce = createNonce();
    const html = page && request.method === 'GET' ? page(nonce) : null;
    if (html) return sendPage(reply, html, nonce);
    return reply.code(404).send({ status: 'fail', error_id: 'not_found', message: 'Not found.' });
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
