import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { jobById, makeTestClip, untilMidJob } from '../../test-support/transcode-kit.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import { createS3Storage } from '../../media/s3-storage.js';
import { renditionLadder } from '../../media/video-rules.js';
import { queueVideoStory } from './queue-video.js';
import { claimNextJob } from './transcode-jobs.js';
import { sourceObjectKey } from './transcode-source.js';
import { createTranscodeWorker } from './transcode-worker.js';

// The transcoding queue on a bucket (docs/behaviour/creation.md#uploads-across-instances), on both
// databases: the source waits in the bucket, a job held under its lease is taken by no other
// instance, and the job of an instance killed mid-way is finished by another one's worker once the
// lease ran out, reading the same source object.

const location = await videoTools();
let s3: TestS3Server;
let server: TestServer;
let work: string;

beforeAll(async () => {
  if (!location.ok) return;
  s3 = await startTestS3Server([`lumen-leases-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  // The workers here are the test's own: one per instance.
  await server.deps.transcoder.stop();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-bucket-leases-'));
}, 60_000);
afterAll(async () => {
  if (!location.ok) return;
  await server.close();
  await s3.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe.skipIf(!location.ok)('transcoding jobs on a bucket', () => {
  it('hands a killed instance’s job to another instance after its lease', { timeout: 180_000 }, async () => {
    if (!location.ok) return;
    const { tools } = location;
    const { db } = server.deps;
    const clip = path.join(work, 'clip.mp4');
    await makeTestClip(tools, clip);
    const owner = await makeUser(db, 'relayer');
    const story = await queueVideoStory(
      db,
      server.deps.config.dataDir,
      { ownerId: owner.id, audience: 'everyone', accessibilityCaption: null, takenAt: Date.now() },
      { file: clip, width: 640, height: 360, ladder: renditionLadder(640, 360) },
      server.deps.storage,
    );
    const job = await db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('target_id', '=', story.id)
      .executeTakeFirstOrThrow();
    const sourceKey = sourceObjectKey(job.source_file);
    expect(sourceKey).not.toBeNull();
    const bucketHas = (key: string) => createS3Storage(s3.settings).has(key);
    expect(await bucketHas(sourceKey!)).toBe(true);

    // Instance one (a storage client of its own) takes the job and is killed mid-way.
    const first = createTranscodeWorker({
      db,
      storage: createS3Storage(s3.settings),
      tools,
      concurrency: 1,
      leaseMs: 2000,
      pollMs: 50,
    });
    first.start();
    await untilMidJob(jobById(db, job.id));
    // While its lease holds, no other instance can take it.
    expect(await claimNextJob(db, 2000)).toBeNull();
    await first.stop();
    expect(await jobById(db, job.id)()).toMatchObject({ state: 'running', attempts: 1 });
    expect(await bucketHas(sourceKey!)).toBe(true);

    // Instance two's worker takes it once the lease ran out and finishes it from the same object.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const second = createTranscodeWorker({
      db,
      storage: createS3Storage(s3.settings),
      tools,
      leaseMs: 2000,
      pollMs: 50,
    });
    second.start();
    await second.idle();
    await second.stop();
    expect(await jobById(db, job.id)()).toMatchObject({ state: 'done', attempts: 2 });
    const ready = await db.selectFrom('stories').selectAll().where('id', '=', story.id).executeTakeFirstOrThrow();
    expect(ready.processing).toBe('ready');
    expect(await bucketHas(ready.video_hls_key ?? '')).toBe(true);
    // The source object went with the job; nothing waits in the data folder.
    expect(await bucketHas(sourceKey!)).toBe(false);
    await expect(fs.stat(path.join(server.deps.config.dataDir, 'transcode-sources'))).rejects.toThrow();
  });
});
