import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { prefixesOf, prefixInUse } from '../media/stored-file-prefixes.js';
import { ACCOUNT_DELETION_GRACE_MS } from './account-deletion.js';
import { exportPrefix } from './export-files.js';
import { removeTranscodeSource } from '../transcoding/transcode-source.js';
import { UPLOAD_PARTS_ROOT } from '../uploads/upload-parts.js';

/** How often the purge looks for accounts whose grace period is over (and once at start). */
export const ACCOUNT_PURGE_INTERVAL_MS = 3600 * 1000;

/** Where an account's files live: the media storage (media, archives) and the data folder (uploads). */
export interface PurgeFiles {
  storage: MediaStorage;
  dataDir: string;
}

type Trx = Transaction<DB>;

/** The account's files besides its rows: storage prefixes, and sources waiting to be transcoded. */
interface AccountFiles {
  prefixes: Set<string>;
  transcodeSources: string[];
}

/**
 * Prefixes of the account's posts, items, stories and profile picture, and its transcoding jobs'
 * sources and folders (a video still processing has only its placeholder recorded on its row):
 * the files that may go with it.
 */
async function filesOf(trx: Trx, userId: number): Promise<AccountFiles> {
  const posts = await trx
    .selectFrom('media')
    .select(['image_key', 'video_versions'])
    .where('owner_id', '=', userId)
    .execute();
  const stories = await trx
    .selectFrom('stories')
    .select(['image_key', 'video_versions'])
    .where('owner_id', '=', userId)
    .execute();
  const jobs = await trx
    .selectFrom('transcode_jobs')
    .select(['prefix', 'source_file'])
    .where('owner_id', '=', userId)
    .execute();
  const items = await trx
    .selectFrom('media_children')
    .innerJoin('media', 'media.id', 'media_children.media_id')
    .select(['media_children.image_key', 'media_children.video_versions'])
    .where('media.owner_id', '=', userId)
    .execute();
  const user = await trx.selectFrom('users').select('avatar_key').where('id', '=', userId).executeTakeFirst();
  const prefixes = new Set([...posts, ...items, ...stories].flatMap(prefixesOf));
  for (const job of jobs) prefixes.add(job.prefix);
  if (user?.avatar_key) prefixes.add(user.avatar_key);
  return { prefixes, transcodeSources: jobs.map((job) => job.source_file) };
}

/**
 * Takes back what the account's rows added to other accounts' counters: its likes, its comments
 * (and the replies under them, which go too) and its comment likes. Decrements by what is removed,
 * so counters stay consistent with rows without being recounted.
 */
async function releaseCounters(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('media')
    .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
    .where('owner_id', '!=', userId)
    .where('id', 'in', (eb) => eb.selectFrom('likes').select('likes.media_id').where('likes.user_id', '=', userId))
    .execute();
  await trx
    .updateTable('media')
    .set((eb) => ({
      comment_count: eb(
        'comment_count',
        '-',
        eb
          .selectFrom('comments')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('comments.media_id', '=', 'media.id')
          .where('comments.is_covered', '=', 0)
          .where((c) =>
            c.or([
              c('comments.user_id', '=', userId),
              // Replies hang one level below a top-level comment (a reply to a reply joins it).
              c(
                'comments.parent_comment_id',
                'in',
                c.selectFrom('comments as mine').select('mine.id').where('mine.user_id', '=', userId),
              ),
            ]),
          ),
      ),
    }))
    .where('owner_id', '!=', userId)
    .where('id', 'in', (eb) =>
      eb.selectFrom('comments').select('comments.media_id').where('comments.user_id', '=', userId),
    )
    .execute();
  await trx
    .updateTable('comments')
    .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
    .where('user_id', '!=', userId)
    .where('id', 'in', (eb) =>
      eb.selectFrom('comment_likes').select('comment_likes.comment_id').where('comment_likes.user_id', '=', userId),
    )
    .execute();
}

/**
 * Threads the account created would go with it (the row references it): each gets another member
 * as creator, and a thread with no other member goes.
 */
async function handOverThreads(trx: Trx, userId: number): Promise<void> {
  const threads = await trx.selectFrom('direct_threads').select('id').where('created_by', '=', userId).execute();
  for (const thread of threads) {
    const heir = await trx
      .selectFrom('direct_thread_members')
      .select('user_id')
      .where('thread_id', '=', thread.id)
      .where('user_id', '!=', userId)
      .orderBy('is_admin', 'desc')
      .orderBy('user_id')
      .executeTakeFirst();
    if (heir)
      await trx.updateTable('direct_threads').set({ created_by: heir.user_id }).where('id', '=', thread.id).execute();
    else await trx.deleteFrom('direct_threads').where('id', '=', thread.id).execute();
  }
}

/**
 * Removes one account for good (docs/behaviour/own-data.md#the-purge), if its grace period ended
 * before `cutoff`: counters and threads first, then the row (the foreign keys cascade to
 * everything it owns), all in one transaction; then its files, keeping any still referenced.
 * Returns false when the account is not (or no longer) due.
 */
export async function purgeAccount(
  db: Kysely<DB>,
  files: PurgeFiles,
  userId: number,
  requestedBefore: number,
): Promise<boolean> {
  const owned = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('deletion_requested_at', '<=', requestedBefore)
      .executeTakeFirst();
    if (!due) return null;
    const found = await filesOf(trx, userId);
    await releaseCounters(trx, userId);
    await handOverThreads(trx, userId);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return found;
  });
  if (!owned) return false;
  for (const prefix of owned.prefixes) {
    if (!(await prefixInUse(db, prefix))) await files.storage.removePrefix(prefix);
  }
  // A job still running notices its post or story is gone, stops and removes what it wrote since
  // (docs/behaviour/media.md#video-processing).
  for (const source of owned.transcodeSources) await removeTranscodeSource(files.storage, source);
  await fs.rm(path.join(files.dataDir, 'uploads', String(userId)), { recursive: true, force: true });
  // On a bucket the account's unfinished uploads are objects (docs/behaviour/creation.md#uploads-across-instances).
  if (files.storage.kind === 's3') await files.storage.removePrefix(`${UPLOAD_PARTS_ROOT}/${userId}`);
  await files.storage.removePrefix(exportPrefix(userId));
  return true;
}

/** Purges every account whose grace period is over; returns how many went. */
export async function purgeDueAccounts(db: Kysely<DB>, files: PurgeFiles, now: number = Date.now()): Promise<number> {
  const requestedBefore = now - ACCOUNT_DELETION_GRACE_MS;
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('deletion_requested_at', '<=', requestedBefore)
    .orderBy('id')
    .execute();
  let purged = 0;
  for (const { id } of due) if (await purgeAccount(db, files, id, requestedBefore)) purged += 1;
  return purged;
}
