import path from 'node:path';
import Fastify from 'fastify';
import { createShellPage, registerStaticSite } from './routes/frontend/static-site.js';

/**
 * A static host for one built frontend, used for each remote and the shell in stack mode and in
 * docker-compose (one deployable per container). Environment:
 *   PORT        port to listen on
 *   STATIC_DIR  the built folder (e.g. remote-feed/dist)
 *   CORS        "true" to send Access-Control-Allow-Origin: * (remotes are fetched cross-origin)
 *   SPA         "true" to answer client-side routes with index.html (the shell)
 *   API_ORIGIN  the API's public origin, injected into the shell page at run time
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const root = path.resolve(process.env.STATIC_DIR || 'dist');
  const spa = process.env.SPA === 'true';
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerStaticSite(app, { root, prefix: '/', cors: process.env.CORS === 'true' });
  const page = spa
    ? createShellPage(path.join(root, 'index.html'), { apiOrigin: (process.env.API_ORIGIN || '').replace(/\/$/, '') })
    : null;
  if (page) {
    // The static plugin answers a directory such as "/" with 403; the shell's root is a page.
    app.get('/', (_request, reply) => {
      const html = page();
      if (!html) return reply.code(503).type('text/plain').send('The shell is not built yet.');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const html = page && request.method === 'GET' ? page() : null;
    if (html) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
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
