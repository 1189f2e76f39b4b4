import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.js';
import type { TranscodeJobRow } from '../db/stories-schema.js';
import { ffmpeg, type FfmpegTools } from '../media/ffmpeg.js';

// Shared by the transcoding queue tests (docs/behaviour/media.md#video-processing): a real clip
// to transcode, and a wait for a job to be part-way through.

/** Writes a 24 fps test clip of `size` (640x360) and `seconds`, with a 440 Hz tone unless `silent`. */
export async function makeTestClip(
  tools: FfmpegTools,
  file: string,
  options: { size?: `${number}x${number}`; seconds?: number; silent?: boolean } = {},
): Promise<void> {
  const seconds = options.seconds ?? 6;
  const size = options.size ?? '640x360';
  const tone = options.silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-shortest'];
  const audio = options.silent ? [] : ['-c:a', 'aac'];
  await ffmpeg(tools, [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=24:duration=${seconds}`,
    ...tone,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...audio,
    file,
  ]);
}

/**
 * Waits until a job runs and reported progress, so a rendition is written and more are to come
 * (the job must not finish first). `find` reads the job, or undefined once it is gone.
 */
export async function untilMidJob(find: () => Promise<TranscodeJobRow | undefined>): Promise<void> {
  for (;;) {
    const job = await find();
    if (job?.state === 'running' && job.progress > 0) return;
    expect(job?.state).not.toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The job with an id. */
export const jobById = (db: Kysely<DB>, id: number) => () =>
  db.selectFrom('transcode_jobs').selectAll().where('id', '=', id).executeTakeFirst();
