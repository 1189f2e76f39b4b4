import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import { STORY_TTL_MS } from '../../policy/stories.js';
import { claimNextJob, enqueueTranscode, failJob, TRANSCODE_MAX_ATTEMPTS } from './transcode-jobs.js';

// The queue's rule that only the attempt holding a job records its outcome
// (docs/behaviour/media.md#video-processing), on both databases, without running ffmpeg.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  // Jobs here are claimed by the test itself, not by the app's worker.
  await server.deps.transcoder.stop();
}, 60_000);
afterAll(() => server.close());

async function queuedStoryJob(username: string) {
  const { db } = server.deps;
  const owner = await makeUser(db, username);
  const now = Date.now();
  const story = await db
    .insertInto('stories')
    .values({
      owner_id: owner.id,
      media_type: 2,
      audience: 'everyone',
      taken_at: now,
      expires_at: now + STORY_TTL_MS,
      original_width: 640,
      original_height: 360,
      image_key: `m/${username}/poster`,
      image_versions: '[]',
      preview: null,
      accessibility_caption: null,
      video_versions: null,
      video_hls_key: null,
      video_duration: null,
      processing: 'processing',
      processing_progress: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = await enqueueTranscode(db, {
    targetKind: 'story',
    targetId: story.id,
    ownerId: owner.id,
    sourceFile: `/nonexistent/${username}.mp4`,
    prefix: `m/${username}`,
    ladder: [],
  });
  return { storyId: story.id, jobId };
}

const jobRow = (id: number) =>
  server.deps.db.selectFrom('transcode_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('failing a transcode attempt', () => {
  it('records nothing when another attempt took the job over, and its outcome stands', async () => {
    const { db } = server.deps;
    const { storyId, jobId } = await queuedStoryJob('failtakenover');
    const start = Date.now();
    const stale = await claimNextJob(db, 1000, start);
    // The first attempt's lease ran out: a second attempt takes the job.
    const current = await claimNextJob(db, 60_000, start + 2000);
    expect(stale?.id).toBe(jobId);
    expect(current).toMatchObject({ id: jobId, attempts: 2, state: 'running' });

    expect(await failJob(db, stale!, 'ffmpeg was killed', start + 3000)).toBe('lost');
    // The running attempt still holds its job; nothing was queued again or marked failed.
    expect(await jobRow(jobId)).toMatchObject({ state: 'running', attempts: 2, error: null });
    const story = await db
      .selectFrom('stories')
      .select('processing')
      .where('id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(story.processing).toBe('processing');
  });

  it('queues the job again after a failed attempt, and fails it for good after the last one', async () => {
    const { db } = server.deps;
    const { storyId, jobId } = await queuedStoryJob('failforgood');
    let now = Date.now();
    for (let attempt = 1; attempt < TRANSCODE_MAX_ATTEMPTS; attempt += 1) {
      const job = await claimNextJob(db, 60_000, now);
      expect(await failJob(db, job!, `attempt ${attempt} failed`, now)).toBe('retry');
      expect(await jobRow(jobId)).toMatchObject({ state: 'queued', attempts: attempt });
      now += 10;
    }
    const last = await claimNextJob(db, 60_000, now);
    expect(await failJob(db, last!, 'bad video', now)).toBe('failed');
    expect(await jobRow(jobId)).toMatchObject({ state: 'failed', error: 'bad video' });
    const story = await db
      .selectFrom('stories')
      .select('processing')
      .where('id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(story.processing).toBe('failed');
  });
});
