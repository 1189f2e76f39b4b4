import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { makeUser } from '../test-support/fixtures.js';
import { sliceHeaders } from '../test-support/upload-test-kit.js';
import { makeTestClip } from '../test-support/transcode-kit.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { HttpClient } from '../test-support/http-client.js';
import { createLocalDiskStorage } from './storage.js';
import { bundledTools } from './ffmpeg-locator.js';
import { SEED_CLIPS, storeSeedVideo } from '../seed/seed-videos.js';

/**
 * A fresh machine without a system ffmpeg (docs/operating.md#video-and-ffmpeg): the real server
 * runs in its own process with PATH holding no ffmpeg at all, says at start-up that it uses the
 * bundled ffmpeg, and publishes an uploaded MP4 as a video post; the bundled ffmpeg also renders
 * every demo clip of the seed. This runs in CI even where a system ffmpeg is installed.
 */

const bundled = bundledTools();
let work: string;
let server: ChildServer | null = null;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bundled-ffmpeg-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the bundled ffmpeg', () => {
  it('is installed by npm ci for this platform and lives in node_modules', () => {
    expect(bundled?.ffmpeg).toMatch(/node_modules[/\\]@ffmpeg-installer[/\\]/);
    expect(bundled?.ffprobe).toMatch(/node_modules[/\\]@ffprobe-installer[/\\]/);
  });

  it('serves video in a server whose PATH has no ffmpeg: an uploaded MP4 is published', async () => {
    if (!bundled) throw new Error('no bundled ffmpeg');
    // The fixture MP4, made by the bundled ffmpeg itself (H.264 + AAC, 4 s, 320x240).
    const source = path.join(work, 'clip.mp4');
    await makeTestClip(bundled, source, { size: '320x240', seconds: 4 });
    const bytes = fs.readFileSync(source);

    const dataDir = path.join(work, 'data');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await makeUser(database.db, 'fresh');
    await database.close();

    // PATH is one empty folder: no system ffmpeg can be found (node itself is started by path).
    const emptyPath = path.join(work, 'empty-path');
    fs.mkdirSync(emptyPath);
    server = await startChildServer({
      dataDir,
      databaseUrl: null,
      env: { PATH: emptyPath, FFMPEG_PATH: '', FFPROBE_PATH: '', LOG_LEVEL: 'info' },
      timeoutMs: 90_000,
    });
    expect(server.output()).toContain(`(bundled: ${bundled.ffmpeg}, ffprobe ${bundled.ffprobe})`);

    const client = new HttpClient(server.url);
    await client.login('fresh', 'password1');
    const uploadId = '4242';
    const entity = `${uploadId}_0_${bytes.length}`;
    const slice = await client.post(
      `/rupload_igvideo/${entity}`,
      bytes,
      sliceHeaders(uploadId, entity, 0, bytes.length, { mediaType: 2, type: 'video/mp4' }),
    );
    expect(slice.status, await slice.clone().text()).toBe(200);
    const published = await client.post('/api/v1/media/configure_to_clips/', { upload_id: uploadId, caption: 'fresh' });
    const body = await published.text();
    expect(published.status, body).toBe(200);
    type Answer = {
      media_type: number;
      has_audio: boolean;
      video_versions: Array<{ width: number }> | null;
      video_hls_url: string;
      video_processing?: { status: string };
    };
    const queued = (JSON.parse(body) as { media: Answer & { pk: string } }).media;
    // The call answers at once; the server's transcoder (bundled ffmpeg) makes it ready
    // (docs/behaviour/media.md#video-processing): its author polls the post until then.
    let media: Answer = queued;
    for (let wait = 100; media.video_processing; wait = Math.min(wait * 2, 2000)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      media = ((await (await client.get(`/api/v1/media/${queued.pk}/info/`)).json()) as { items: Answer[] }).items[0]!;
      expect(media.video_processing?.status).not.toBe('failed');
    }
    expect(media).toMatchObject({ media_type: 2, has_audio: true });
    expect(media.video_versions?.map((v) => v.width)).toEqual([320, 214, 160]);
    const master = await client.get(new URL(media.video_hls_url, server.url).pathname);
    expect(master.status).toBe(200);
    expect((await master.text()).match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
  }, 180_000);

  it('renders every demo clip of the seed', async () => {
    if (!bundled) throw new Error('no bundled ffmpeg');
    const storage = createLocalDiskStorage(path.join(work, 'seed-media'));
    for (const clip of SEED_CLIPS) {
      const video = await storeSeedVideo(bundled, storage, clip);
      expect(
        video.versions.map((v) => v.width),
        clip.name,
      ).toEqual(clip.renditions.map((r) => r.width));
      expect(video.duration, clip.name).toBeGreaterThan(3.5);
      expect(video.hasAudio, clip.name).toBe(clip.audio !== null);
    }
  }, 180_000);
});
