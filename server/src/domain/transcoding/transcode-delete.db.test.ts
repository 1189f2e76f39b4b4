import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import type { FfmpegTools } from '../../media/ffmpeg.js';
import { makeTestClip, untilMidJob } from '../../test-support/transcode-kit.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import { renditionLadder } from '../../media/video-rules.js';
import { purgeAccount } from '../own-data/account-purge.js';
import { queueVideoPost, queueVideoStory, type CheckedVideoSource } from './queue-video.js';
import { createTranscodeWorker } from './transcode-worker.js';
import { storedKeys } from '../../test-support/upload-test-kit.js';

// A video deleted while it is transcoded (docs/behaviour/media.md#video-processing): the job
// stops, its source and every file written for it go, and nothing is made ready afterwards. On
// both databases, with real ffmpeg.

const location = await videoTools();
const available = location.ok;
const tools: FfmpegTools = location.ok ? location.tools : { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
let server: TestServer;
let work: string;
let clips = 0;

beforeAll(async () => {
  if (!available) return;
  server = await createTestServer();
  // The workers here are started and stopped by the tests themselves.
  await server.deps.transcoder.stop();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-transcode-delete-'));
}, 60_000);
afterAll(async () => {
  if (!available) return;
  await server.close();
  await fs.rm(work, { recursive: true, force: true });
});

/** A 6 s 640x360 clip with sound, as an upload that passed the checks. */
async function checkedClip(): Promise<CheckedVideoSource> {
  const file = path.join(work, `clip-${(clips += 1)}.mp4`);
  await makeTestClip(tools, file);
  return { file, width: 640, height: 360, ladder: renditionLadder(640, 360) };
}

const post = (ownerId: number) => ({
  ownerId,
  caption: 'cut short #gone',
  accessibilityCaption: null,
  takenAt: Date.now(),
  commentsDisabled: false,
  likeAndViewCountsDisabled: false,
});

/** The one job of a post or story. */
const jobOf = (kind: 'media' | 'story', id: number) =>
  server.deps.db
    .selectFrom('transcode_jobs')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();

/** Purges an account at once, as the hourly purge does once its grace period is over. */
async function purge(userId: number): Promise<void> {
  const { db, storage, config } = server.deps;
  await db.updateTable('users').set({ deletion_requested_at: 1 }).where('id', '=', userId).execute();
  expect(await purgeAccount(db, { storage, dataDir: config.dataDir }, userId, Date.now())).toBe(true);
}

const worker = () =>
  createTranscodeWorker({
    db: server.deps.db,
    storage: server.deps.storage,
    tools,
    concurrency: 1,
    leaseMs: 1500,
    pollMs: 50,
  });

describe.skipIf(!available)('a video deleted while it is transcoded', () => {
  it(
    'stops its job, removes the source and the renditions written so far, and is never made ready',
    { timeout: 180_000 },
    async () => {
      const { db, storage } = server.deps;
      const owner = await makeUser(db, 'quitter');
      const row = await queueVideoPost(db, server.deps.config.dataDir, post(owner.id), await checkedClip());
      const queued = await jobOf('media', row.id);
      expect(queued).toBeDefined();

      const running = worker();
      running.start();
      // Mid-job: a rendition is written and the next one is on its way.
      await untilMidJob(() => jobOf('media', row.id));
      expect(await storedKeys(storage, queued!.prefix)).not.toEqual([]);
      await purge(owner.id);
      await running.idle();
      await running.stop();

      expect(await storedKeys(storage, queued!.prefix)).toEqual([]);
      expect(existsSync(queued!.source_file)).toBe(false);
      expect(await jobOf('media', row.id)).toBeUndefined();
      expect(await db.selectFrom('media').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    },
  );

  it(
    'drops a post deleted on its own mid-job: no file stays, the job goes, nothing is made ready',
    {
      timeout: 180_000,
    },
    async () => {
      const { db, storage } = server.deps;
      const owner = await makeUser(db, 'eraser');
      const row = await queueVideoPost(db, server.deps.config.dataDir, post(owner.id), await checkedClip());
      const queued = (await jobOf('media', row.id))!;
      const running = worker();
      running.start();
      await untilMidJob(() => jobOf('media', row.id));
      // Only the post's row goes (its job row stays): the worker finds out by itself.
      await db.deleteFrom('media').where('id', '=', row.id).execute();
      await running.idle();
      await running.stop();

      expect(await storedKeys(storage, queued.prefix)).toEqual([]);
      expect(existsSync(queued.source_file)).toBe(false);
      expect(await jobOf('media', row.id)).toBeUndefined();
    },
  );

  it('removes the source of a story still waiting in the queue when its account is purged', async () => {
    const { db, storage } = server.deps;
    const owner = await makeUser(db, 'waiter');
    const story = await queueVideoStory(
      db,
      server.deps.config.dataDir,
      { ownerId: owner.id, audience: 'everyone', accessibilityCaption: null, takenAt: Date.now() },
      await checkedClip(),
    );
    const queued = (await jobOf('story', story.id))!;
    expect(existsSync(queued.source_file)).toBe(true);
    await purge(owner.id);

    expect(existsSync(queued.source_file)).toBe(false);
    expect(await jobOf('story', story.id)).toBeUndefined();
    // A worker started afterwards finds nothing to do and writes nothing.
    const later = worker();
    later.start();
    await later.idle();
    await later.stop();
    expect(await storedKeys(storage, queued.prefix)).toEqual([]);
  });
});
