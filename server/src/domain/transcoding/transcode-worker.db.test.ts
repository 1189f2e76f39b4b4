import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import type { FfmpegTools } from '../../media/ffmpeg.js';
import { jobById, makeTestClip, untilMidJob } from '../../test-support/transcode-kit.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import { renditionLadder } from '../../media/video-rules.js';
import { STORY_TTL_MS } from '../../policy/stories.js';
import { enqueueTranscode } from './transcode-jobs.js';
import { createTranscodeWorker } from './transcode-worker.js';

// The durable transcoding queue (docs/behaviour/media.md#video-processing), on both databases:
// a job survives its worker stopping mid-way and is finished by the next one.

const location = await videoTools();
const available = location.ok;
const tools: FfmpegTools = location.ok ? location.tools : { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
let server: TestServer;
let work: string;

beforeAll(async () => {
  if (!available) return;
  server = await createTestServer();
  // The workers here are started and stopped by the test itself (a restart mid-job).
  await server.deps.transcoder.stop();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-transcode-test-'));
}, 60_000);
afterAll(async () => {
  if (!available) return;
  await server.close();
  await fs.rm(work, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!available)('transcode worker', () => {
  it(
    'resumes a job after a restart mid-job and records three renditions on the story',
    { timeout: 180_000 },
    async () => {
      const { db, storage } = server.deps;
      const source = path.join(work, 'source.mp4');
      await makeTestClip(tools, source);
      const owner = await makeUser(db, 'clipper');
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
          image_key: 'm/transcode-test/poster',
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
      const ladder = renditionLadder(640, 360);
      expect(ladder).toHaveLength(3);
      const jobId = await enqueueTranscode(db, {
        targetKind: 'story',
        targetId: story.id,
        ownerId: owner.id,
        sourceFile: source,
        prefix: 'm/transcode-test',
        ladder,
      });

      // The first worker takes the job and is stopped once it has reported progress (mid-job).
      const first = createTranscodeWorker({ db, storage, tools, concurrency: 1, leaseMs: 2000, pollMs: 50 });
      first.start();
      await untilMidJob(jobById(db, jobId));
      await first.stop();
      const stopped = await db
        .selectFrom('transcode_jobs')
        .selectAll()
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(stopped).toMatchObject({ state: 'running', attempts: 1 });
      const pending = await db.selectFrom('stories').selectAll().where('id', '=', story.id).executeTakeFirstOrThrow();
      expect(pending.processing).toBe('processing');

      // A new worker (a restarted server) takes it again once the first one's lease ran out.
      await sleep(2100);
      const second = createTranscodeWorker({ db, storage, tools, leaseMs: 2000, pollMs: 50 });
      expect(second.concurrency).toBe(os.availableParallelism());
      second.start();
      await second.idle();
      await second.stop();

      const done = await db.selectFrom('transcode_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(done).toMatchObject({ state: 'done', attempts: 2, progress: 1 });
      const ready = await db.selectFrom('stories').selectAll().where('id', '=', story.id).executeTakeFirstOrThrow();
      expect(ready).toMatchObject({ processing: 'ready', processing_progress: 1, has_audio: 1 });
      const versions = JSON.parse(ready.video_versions ?? '[]') as Array<{ width: number; height: number }>;
      expect(versions.map((v) => v.height)).toEqual([360, 240, 180]);
      const master = (await storage.read(ready.video_hls_key ?? ''))?.toString('utf8') ?? '';
      expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
      expect(JSON.parse(ready.image_versions).length).toBeGreaterThan(0);
      expect(ready.preview).toBeTruthy();
      // The source is gone once the job is done.
      await expect(fs.stat(source)).rejects.toThrow();
    },
  );

  it('queues a job again at once when its worker stops gracefully mid-job', { timeout: 180_000 }, async () => {
    const { db, storage } = server.deps;
    const source = path.join(work, 'graceful.mp4');
    await makeTestClip(tools, source, { silent: true });
    const owner = await makeUser(db, 'graceful');
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
        image_key: 'm/graceful-test/poster',
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
      sourceFile: source,
      prefix: 'm/graceful-test',
      ladder: renditionLadder(640, 360),
    });
    // A long lease: the next worker must not have to wait for it.
    const first = createTranscodeWorker({ db, storage, tools, concurrency: 1, leaseMs: 600_000, pollMs: 50 });
    first.start();
    await untilMidJob(jobById(db, jobId));
    await first.stop({ release: true });
    const released = await db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(released).toMatchObject({ state: 'queued', attempts: 0, lease_until: null });

    const second = createTranscodeWorker({ db, storage, tools, leaseMs: 600_000, pollMs: 50 });
    second.start();
    await second.idle();
    await second.stop();
    const done = await db.selectFrom('transcode_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'done', attempts: 1 });
    const ready = await db.selectFrom('stories').selectAll().where('id', '=', story.id).executeTakeFirstOrThrow();
    expect(ready.processing).toBe('ready');
  });
});
