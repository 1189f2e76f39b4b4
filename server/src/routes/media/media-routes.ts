import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../http/errors.js';
import { mediaAccess, type MediaAccess } from '../../policy/media-files.js';
import { sendStoredFile } from './send-stored-file.js';

/** Cache-Control of a served file by who may fetch it (docs/behaviour/media.md#who-may-fetch-a-file). */
export const MEDIA_CACHE_CONTROL: Record<Exclude<MediaAccess, 'hidden'>, string> = {
  // Keys are content-unique, so a public file never changes once written.
  public: 'public, max-age=31536000, immutable',
  // Kept by the viewer's browser only, and asked again (a cheap 304) before every use, so an
  // unfollow or a block takes effect at once.
  private: 'private, no-cache',
};

/**
 * GET and HEAD /media/{key}: a stored file, from whichever storage holds them, once `mediaAccess`
 * allows this viewer. A file the viewer may not see answers 404 like a missing one, marked
 * no-store so no cache keeps the refusal for those who may see it. The Cache-Control above is set
 * only when a file is actually sent: a missing file's 404 is never cached for a year.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
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
      const sent =
        validKey(key) && (await sendStoredFile(request, reply, deps.storage, key, MEDIA_CACHE_CONTROL[access]));
      if (!sent) throw fail.notFound();
      // The answer is under way: Fastify is told so, and nothing more is sent.
      return reply;
    },
  });
}

/** A path the storage could hold (another spelling, `..` or `//`, is simply not found). */
function validKey(key: string): boolean {
  return (
    key.length > 0 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
  );
}
