import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** The most distinct requests the bench feed keeps answers for (it is called with one or two). */
const MAX_CACHED_ANSWERS = 8;

/**
 * POST /api/v1/web/bench/feed/: the limit the feed API is measured against by `npm run bench`
 * (docs/calls.md#infrastructure). It takes the same form body and cookies as the GraphQL call,
 * runs the real call once for them, and from then on answers those exact bytes without touching
 * the database: what is left is the cost of parsing the request and sending the page. Registered
 * only when BENCH_ENDPOINTS is set; a public server never has it.
 */
export async function benchFeedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (!deps.config.benchEndpoints) return;
  const answers = new Map<string, Buffer>();
  app.post('/api/v1/web/bench/feed/', async (request, reply) => {
    const form = new URLSearchParams(request.body as Record<string, string>).toString();
    const language = String(request.headers['accept-language'] ?? '');
    const key = `${request.headers.cookie ?? ''}\n${language}\n${form}`;
    let bytes = answers.get(key);
    if (!bytes) {
      const real = await app.inject({
        method: 'POST',
        url: '/web/wwwgraphql/ig/query/',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: request.headers.cookie ?? '',
          'x-csrftoken': String(request.headers['x-csrftoken'] ?? ''),
          'accept-language': language,
        },
        payload: form,
      });
      if (real.statusCode !== 200) return reply.code(real.statusCode).type('application/json').send(real.rawPayload);
      bytes = real.rawPayload;
      if (answers.size >= MAX_CACHED_ANSWERS) answers.clear();
      answers.set(key, bytes);
    }
    return reply.type('application/json; charset=utf-8').send(bytes);
  });
}
