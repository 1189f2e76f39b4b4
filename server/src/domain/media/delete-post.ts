import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import type { MediaStorage } from '../../media/storage.js';
import type { SharedWindowLimiter } from '../limits/shared-window-limiter.js';
import { prefixesOf, prefixInUse } from './stored-file-prefixes.js';
import { loadOwnMedia } from '../../policy/posts.js';
import { removeTranscodeSource } from '../transcoding/transcode-source.js';

/** Posts one account may delete a minute: plenty for tidying a profile, little for a script. */
export const POST_DELETES_PER_MINUTE = 30;

/** What the deletion leaves to do once its transaction committed. */
interface LeftoverFiles {
  prefixes: Set<string>;
  transcodeSources: string[];
}

/**
 * Deletes a post (a reel is one too) for its owner (docs/behaviour/media.md#deleting-a-post). A
 * post the viewer may not see, or that does not exist, is `not_found`; someone else's post they
 * may see is `forbidden`. In one transaction the row goes and its foreign keys take every row
 * hanging from it (carousel items, tags, likes, comments, saves and collection items, usertags,
 * coauthors, ads); tag counts follow through their triggers. Files go after the commit, keeping
 * any another row still points at. A video's transcoding job waiting in the queue goes with its
 * source; one running stops by itself when it finds its post gone.
 */
export async function deleteOwnPost(
  db: Kysely<DB>,
  storage: MediaStorage,
  limiter: SharedWindowLimiter,
  viewer: UserRow,
  mediaIdText: string,
): Promise<void> {
  const media = await loadOwnMedia(db, viewer, mediaIdText, 'Only its owner can delete a post.');
  const waitMs = await limiter.take(`post-delete:${viewer.id}`);
  if (waitMs > 0) throw fail.rateLimited('You are deleting posts too fast. Try again in a minute.', waitMs);

  const leftovers = await db.transaction().execute(async (trx): Promise<LeftoverFiles | null> => {
    const post = await trx
      .selectFrom('media')
      .select(['image_key', 'video_versions'])
      .where('id', '=', media.id)
      .where('owner_id', '=', viewer.id)
      .executeTakeFirst();
    // Deleted meanwhile (a second tap on another tab): it is as gone as a missing one.
    if (!post) return null;
    const items = await trx
      .selectFrom('media_children')
      .select(['image_key', 'video_versions'])
      .where('media_id', '=', media.id)
      .execute();
    const jobs = await trx
      .selectFrom('transcode_jobs')
      .select(['id', 'prefix', 'source_file', 'state'])
      .where('target_kind', '=', 'media')
      .where('target_id', '=', media.id)
      .execute();
    // A running job belongs to its worker, which cleans up after itself (media.md#video-processing).
    const idle = jobs.filter((job) => job.state !== 'running');
    if (idle.length > 0)
      await trx
        .deleteFrom('transcode_jobs')
        .where(
          'id',
          'in',
          idle.map((job) => job.id),
        )
        .execute();
    await trx.deleteFrom('media').where('id', '=', media.id).execute();
    return {
      prefixes: new Set([...prefixesOf(post), ...items.flatMap(prefixesOf), ...idle.map((job) => job.prefix)]),
      transcodeSources: idle.map((job) => job.source_file),
    };
  });
  if (!leftovers) throw fail.notFound('Post not found.');
  await removeLeftovers(db, storage, leftovers);
}

/**
 * Removes the files once the rows are gone. The post is deleted whatever happens here: a file
 * that cannot be removed now is only disk space, never a post anyone sees again, so a failure
 * does not turn the answer into an error.
 */
async function removeLeftovers(db: Kysely<DB>, storage: MediaStorage, leftovers: LeftoverFiles): Promise<void> {
  for (const prefix of leftovers.prefixes) {
    if (!(await prefixInUse(db, prefix))) await storage.removePrefix(prefix).catch(() => undefined);
  }
  for (const source of leftovers.transcodeSources) await removeTranscodeSource(storage, source).catch(() => undefined);
}
