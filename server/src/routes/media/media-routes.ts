import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../http/errors.js';
import { mediaAccess, type MediaAccess } from '../../policy/media-files.js';

/** Cache-Control of a served file by who may fetch it (docs/behaviour/media.md#who-may-fetch-a-file). */
export const MEDIA_CACHE_CONTROL: Record<Exclude<MediaAccess, 'hidden'>, string> = {
  // Keys are content-unique, so a public file never changes once written.
  public: 'public, max-age=31536000, immutable',
  // Kept by the viewer's browser only, and asked again (a cheap 304) before every use, so an
  // unfollow or a block takes effect at once.
  private: 'private, no-cache',
};

/**
 * GET and HEAD /media/{key}: a stored file, once `mediaAccess` allows this viewer. A file the
 * viewer may not see answers 404 like a missing one, marked no-store so no cache keeps the refusal
 * for those who may see it. The header is set only when a file is actually sent: a missing file's
 * 404 is never cached for a year.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const cacheControlOf = new WeakMap<ServerResponse, string>();
  await app.register(fastifyStatic, {
    root: deps.storage.root,
    serve: false,
    // sendFile on this scope's replies only (the frontend's static sites decorate nothing).
    decorateReply: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      const value = cacheControlOf.get(res as unknown as ServerResponse);
      if (value) res.setHeader('Cache-Control', value);
    },
  });

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const key = request.params['*'];
      const access = await mediaAccess(deps.db, key, () => request.viewer());
      if (access === 'hidden') {
        reply.header('Cache-Control', 'no-store');
        throw fail.notFound();
      }
      cacheControlOf.set(reply.raw, MEDIA_CACHE_CONTROL[access]);
      return reply.sendFile(key);
    },
  });
}
