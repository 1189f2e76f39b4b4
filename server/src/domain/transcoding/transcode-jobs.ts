import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranscodeJobRow } from '../../db/stories-schema.js';
import type { StoredVideoPost } from '../media/publish.js';
import type { VideoRendition } from '../../media/video-pipeline.js';

// The durable transcoding queue (docs/behaviour/media.md#video-processing): jobs are rows, so a
// restart finds them; a running job holds a lease its worker renews, and a job whose lease ran
// out (its worker died) is taken again by the next worker.

/** Attempts before a job fails for good. */
export const TRANSCODE_MAX_ATTEMPTS = 3;

/** What a job transcodes, and for which post or story. */
export interface NewTranscodeJob {
  targetKind: 'media' | 'story';
  targetId: number;
  ownerId: number;
  sourceFile: string;
  prefix: string;
  ladder: readonly VideoRendition[];
}

/** Queues a job (inside the caller's transaction when given one). */
export async function enqueueTranscode(db: Kysely<DB>, job: NewTranscodeJob, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('transcode_jobs')
    .values({
      target_kind: job.targetKind,
      target_id: job.targetId,
      owner_id: job.ownerId,
      source_file: job.sourceFile,
      prefix: job.prefix,
      ladder: JSON.stringify(job.ladder),
      error: null,
      lease_until: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the oldest job that is queued, or running under a lease that ran out, for `leaseMs`.
 * The update only succeeds if nobody took it meanwhile, so two workers never run one job.
 */
export async function claimNextJob(db: Kysely<DB>, leaseMs: number, now = Date.now()): Promise<TranscodeJobRow | null> {
  for (let tries = 0; tries < 5; tries += 1) {
    const candidate = await db
      .selectFrom('transcode_jobs')
      .select(['id', 'attempts'])
      .where((eb) =>
        eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    const result = await db
      .updateTable('transcode_jobs')
      .set({ state: 'running', lease_until: now + leaseMs, attempts: candidate.attempts + 1, updated_at: now })
      .where('id', '=', candidate.id)
      .where('attempts', '=', candidate.attempts)
      .where((eb) =>
        eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      return db.selectFrom('transcode_jobs').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
  }
  return null;
}

/**
 * Whether an attempt still holds its job: `held`; `lost` when another attempt took it over (this
 * one's lease ran out); `gone` when the job or its post or story was deleted meanwhile (an account
 * purge deletes both): the attempt then stops and removes what it wrote
 * (docs/behaviour/media.md#video-processing).
 */
export type JobHold = 'held' | 'lost' | 'gone';

const targetTable = (job: TranscodeJobRow) => (job.target_kind === 'story' ? 'stories' : 'media');

/** Whether the job's post or story still exists. */
export async function jobTargetExists(db: Kysely<DB>, job: TranscodeJobRow): Promise<boolean> {
  const row = await db.selectFrom(targetTable(job)).select('id').where('id', '=', job.target_id).executeTakeFirst();
  return row !== undefined;
}

/** Why an attempt's conditional update of its job matched nothing: the job or its target went, or it was taken over. */
async function whyNotHeld(db: Kysely<DB>, job: TranscodeJobRow): Promise<Exclude<JobHold, 'held'>> {
  const row = await db.selectFrom('transcode_jobs').select('id').where('id', '=', job.id).executeTakeFirst();
  return row && (await jobTargetExists(db, job)) ? 'lost' : 'gone';
}

/** After an update this attempt made while holding the job: held, unless its post or story went meanwhile. */
async function holdAfter(db: Kysely<DB>, job: TranscodeJobRow, updated: { numUpdatedRows: bigint }): Promise<JobHold> {
  if (Number(updated.numUpdatedRows) !== 1) return whyNotHeld(db, job);
  return (await jobTargetExists(db, job)) ? 'held' : 'gone';
}

/** Whether this attempt still holds its job, read without changing it. */
export async function jobHold(db: Kysely<DB>, job: TranscodeJobRow): Promise<JobHold> {
  const row = await db
    .selectFrom('transcode_jobs')
    .select('id')
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (!row) return whyNotHeld(db, job);
  return (await jobTargetExists(db, job)) ? 'held' : 'gone';
}

/** Renews the lease of a job this attempt still holds (a heartbeat while ffmpeg runs). */
export async function renewLease(db: Kysely<DB>, job: TranscodeJobRow, leaseMs: number, now = Date.now()) {
  const updated = await db
    .updateTable('transcode_jobs')
    .set({ lease_until: now + leaseMs })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return holdAfter(db, job, updated);
}

/**
 * Forgets a job whose post or story was deleted (its row, if still there); the caller removes
 * its source and the files written so far.
 */
export async function dropJob(db: Kysely<DB>, job: TranscodeJobRow): Promise<void> {
  await db.deleteFrom('transcode_jobs').where('id', '=', job.id).execute();
}

/**
 * Hands a job this attempt still holds back to the queue at once, as if the attempt never began
 * (a graceful shutdown): the next server takes it without waiting for the lease to run out.
 */
export async function releaseJob(db: Kysely<DB>, job: TranscodeJobRow, now = Date.now()): Promise<void> {
  await db
    .updateTable('transcode_jobs')
    .set({ state: 'queued', lease_until: null, attempts: job.attempts - 1, updated_at: now })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('state', '=', 'running')
    .execute();
}

/** Records progress (0..1) on the job and its post or story, and renews the lease, while this attempt holds it. */
export async function reportProgress(
  db: Kysely<DB>,
  job: TranscodeJobRow,
  progress: number,
  leaseMs: number,
  now = Date.now(),
): Promise<JobHold> {
  const value = Math.max(0, Math.min(0.99, progress));
  const updated = await db
    .updateTable('transcode_jobs')
    .set({ progress: value, lease_until: now + leaseMs, updated_at: now })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('state', '=', 'running')
    .executeTakeFirst();
  const hold = await holdAfter(db, job, updated);
  if (hold === 'held')
    await db
      .updateTable(targetTable(job))
      .set({ processing_progress: value })
      .where('id', '=', job.target_id)
      .execute();
  return hold;
}

/**
 * Stores the renditions on the post or story, making it ready for everyone, and ends the job;
 * `held` when it did, otherwise why not (nothing recorded).
 */
export async function completeJob(db: Kysely<DB>, job: TranscodeJobRow, video: StoredVideoPost, now = Date.now()) {
  const fields = {
    video_versions: JSON.stringify(video.versions),
    video_hls_key: video.hlsKey,
    video_duration: video.duration,
    has_audio: video.hasAudio ? 1 : 0,
    image_key: video.poster.prefix,
    image_versions: JSON.stringify(video.poster.versions),
    preview: video.poster.preview,
    original_width: video.poster.width,
    original_height: video.poster.height,
    processing: 'ready',
    processing_progress: 1,
  };
  return db.transaction().execute(async (trx): Promise<JobHold> => {
    // Only the attempt holding the job records it: one whose lease was taken over does nothing.
    const held = await trx
      .updateTable('transcode_jobs')
      .set({ state: 'done', progress: 1, lease_until: null, updated_at: now })
      .where('id', '=', job.id)
      .where('attempts', '=', job.attempts)
      .where('state', '=', 'running')
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) return whyNotHeld(trx, job);
    // A post is published when it becomes ready: feeds built meanwhile then find it as a new post.
    const target =
      job.target_kind === 'story'
        ? await trx.updateTable('stories').set(fields).where('id', '=', job.target_id).executeTakeFirst()
        : await trx
            .updateTable('media')
            .set({ ...fields, taken_at: now })
            .where('id', '=', job.target_id)
            .executeTakeFirst();
    // Deleted meanwhile: nothing is made ready, and the job goes with it.
    if (Number(target.numUpdatedRows) !== 1) {
      await trx.deleteFrom('transcode_jobs').where('id', '=', job.id).execute();
      return 'gone';
    }
    return 'held';
  });
}

/**
 * A failed attempt: its job is queued again, or after the last attempt fails for good (the author
 * sees it). Only the attempt still holding the job records anything: `lost` when another attempt
 * took it over (that one's outcome counts), `gone` when the job or its target was deleted.
 */
export async function failJob(
  db: Kysely<DB>,
  job: TranscodeJobRow,
  error: string,
  now = Date.now(),
): Promise<'retry' | 'failed' | Exclude<JobHold, 'held'>> {
  const final = job.attempts >= TRANSCODE_MAX_ATTEMPTS;
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable('transcode_jobs')
      .set({ state: final ? 'failed' : 'queued', error: error.slice(0, 2000), lease_until: null, updated_at: now })
      .where('id', '=', job.id)
      .where('attempts', '=', job.attempts)
      .where('state', '=', 'running')
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) return whyNotHeld(trx, job);
    if (final)
      await trx.updateTable(targetTable(job)).set({ processing: 'failed' }).where('id', '=', job.target_id).execute();
    return final ? 'failed' : 'retry';
  });
}
