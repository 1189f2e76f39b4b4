import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makeUser } from '../../test-support/fixtures.js';
import { storedFiles, storedKeys, uploadAll } from '../../test-support/upload-test-kit.js';
import { feedPage } from '../../test-support/feed-client.js';
import { transcodeSourcesDir } from '../../domain/transcoding/queue-video.js';

// Video configure calls answer at once and the background transcoder finishes the post or story
// (docs/behaviour/media.md#video-processing): until then only the author sees it, with its
// progress; everyone else finds nothing (feeds, reels, the post itself, shares, the story tray).

const run = promisify(execFile);
let server: TestServer;
let author: TestClient;
let follower: TestClient;
let stranger: TestClient;
let authorId: number;
let work: string;
let nextUpload = 5100;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  authorId = (await makeUser(db, 'filmmaker')).id;
  const followerId = (await makeUser(db, 'fan')).id;
  await makeUser(db, 'passerby');
  await makeFollow(db, followerId, authorId);
  author = new TestClient(server.app);
  await author.login('filmmaker', 'password1');
  follower = new TestClient(server.app);
  await follower.login('fan', 'password1');
  stranger = new TestClient(server.app);
  await stranger.login('passerby', 'password1');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-video-processing-'));
});
afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  await server.close();
});

async function uploadClip(seconds = 4): Promise<string> {
  const file = path.join(work, `clip-${nextUpload}.mp4`);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=10:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  const id = String(nextUpload++);
  await uploadAll(author, id, fs.readFileSync(file), { mediaType: 2, sliceSize: 256 * 1024 });
  return id;
}

/**
 * The queued sources: files in the data folder, or on a bucket objects under transcode-sources/
 * (docs/behaviour/creation.md#uploads-across-instances).
 */
async function queuedSources(): Promise<string[]> {
  if (server.deps.storage.kind === 's3') return storedKeys(server.deps.storage, 'transcode-sources');
  const dir = transcodeSourcesDir(server.deps.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

/** Overwrites every queued source with bytes that are no video. */
async function damageSources(): Promise<void> {
  for (const source of await queuedSources()) {
    if (server.deps.storage.kind === 's3') await server.deps.storage.put(source, Buffer.from('not a video'));
    else fs.writeFileSync(source, 'not a video');
  }
}

const info = (client: TestClient, pk: string) => client.get(`/api/v1/media/${pk}/info/`);
const reelPks = async (client: TestClient) =>
  ((await client.get('/api/v1/clips/home/')).json().items as Array<{ media: { pk: string } }>).map((i) => i.media.pk);
const gridPks = async (client: TestClient) =>
  ((await client.get(`/api/v1/feed/user/${authorId}/`)).json().items as Array<{ pk: string }>).map((i) => i.pk);
const homePks = async (client: TestClient) =>
  (await feedPage(client, { variant: 'home', first: 20 })).edges.flatMap((e) =>
    e.node.media ? [e.node.media.pk] : [],
  );
const trayOwners = async (client: TestClient) =>
  ((await client.get('/api/v1/feed/reels_tray/')).json().tray as Array<{ id: string }>).map((r) => r.id);

describe('a video configure call', () => {
  it('answers with a processing clip its author alone sees, until the transcoder makes it ready', async () => {
    const events: RealtimeServerEvent[] = [];
    const unsubscribe = server.deps.realtime.subscribe(authorId, (event) => events.push(event));
    // Nothing runs meanwhile, so what others see while it processes is checked for sure.
    await server.deps.transcoder.stop();
    const answer = await author.post('/api/v1/media/configure_to_clips/', {
      upload_id: await uploadClip(),
      caption: 'rough cut #wip',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const queued = answer.json().media;
    expect(queued).toMatchObject({
      media_type: 2,
      product_type: 'clips',
      video_processing: { status: 'processing', progress: 0 },
      video_versions: null,
    });
    expect(queued.image_versions2.candidates.length).toBeGreaterThan(0);
    const pk: string = queued.pk;

    // The author: its page and profile grid, with the progress; not their own feed nor reels.
    expect((await info(author, pk)).json().items[0].video_processing).toMatchObject({ status: 'processing' });
    expect(await gridPks(author)).toContain(pk);
    expect(await homePks(author)).not.toContain(pk);
    expect(await reelPks(author)).not.toContain(pk);
    // Everyone else: nothing at all, as if it did not exist.
    for (const other of [follower, stranger]) {
      expect((await info(other, pk)).statusCode).toBe(404);
      expect(await gridPks(other)).not.toContain(pk);
      expect(await reelPks(other)).not.toContain(pk);
      expect(await homePks(other)).not.toContain(pk);
    }
    expect((await new TestClient(server.app).get(`/api/v1/media/${pk}/info/`)).statusCode).toBe(404);
    const tag = await stranger.get('/api/v1/tags/web_info/?tag_name=wip');
    expect(JSON.stringify(tag.json())).not.toContain(`"pk":"${pk}"`);

    server.deps.transcoder.start();
    await server.deps.transcoder.idle();
    unsubscribe();
    const ready = (await info(follower, pk)).json().items[0];
    expect(ready.video_processing).toBeUndefined();
    expect(ready.number_of_qualities).toBe(3);
    expect(ready.media_preview).toBeTruthy();
    expect(await reelPks(stranger)).toContain(pk);
    // Published when ready: a follower's feed (built meanwhile) finds it as a new post.
    const late = await makeUser(server.deps.db, 'latecomer');
    await makeFollow(server.deps.db, late.id, authorId);
    const latecomer = new TestClient(server.app);
    await latecomer.login('latecomer', 'password1');
    expect(await homePks(latecomer)).toContain(pk);
    expect(ready.taken_at).toBeGreaterThanOrEqual(queued.taken_at);
    // The author heard of its progress and of its end over the realtime socket.
    const own = events.filter((e) => e.type === 'media-processing' && e.id === pk);
    expect(own.at(-1)).toMatchObject({ target: 'media', status: 'ready', progress: 1 });
    expect(own.some((e) => e.type === 'media-processing' && e.status === 'processing')).toBe(true);
    // The source waited outside the uploads and is gone now.
    expect(await queuedSources()).toEqual([]);
  }, 120_000);

  it('queues a video story, out of followers trays until it is ready', async () => {
    await server.deps.transcoder.stop();
    const answer = await author.post('/api/v1/media/configure_to_story/', { upload_id: await uploadClip() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().media).toMatchObject({ media_type: 2, video_processing: { status: 'processing' } });
    expect(await trayOwners(follower)).not.toContain(String(authorId));
    server.deps.transcoder.start();
    await server.deps.transcoder.idle();
    expect(await trayOwners(follower)).toContain(String(authorId));
  }, 120_000);

  it('marks a video whose transcoding fails as failed, for its author only, leaving no files', async () => {
    await server.deps.transcoder.stop();
    const files = (await storedFiles(server)).length;
    const answer = await author.post('/api/v1/media/configure_to_clips/', { upload_id: await uploadClip() });
    expect(answer.statusCode, answer.body).toBe(200);
    const pk: string = answer.json().media.pk;
    // The queued source is damaged before any attempt: every attempt fails.
    expect(await queuedSources()).toHaveLength(1);
    await damageSources();
    server.deps.transcoder.start();
    await server.deps.transcoder.idle();

    expect((await info(author, pk)).json().items[0].video_processing).toMatchObject({ status: 'failed' });
    expect((await info(follower, pk)).statusCode).toBe(404);
    expect(await reelPks(follower)).not.toContain(pk);
    const job = await server.deps.db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('target_id', '=', Number(pk))
      .where('target_kind', '=', 'media')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect(job.error).toBeTruthy();
    expect((await storedFiles(server)).length).toBe(files);
    expect(await queuedSources()).toEqual([]);
  }, 120_000);
});
