import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makePost, makeUser } from '../test-support/fixtures.js';
import { makeTestClip } from '../test-support/transcode-kit.js';
import type { FfmpegTools } from './ffmpeg.js';
import { videoTools } from './ffmpeg-locator.js';
import { transcodeVideo, type TranscodedVideo } from './video-pipeline.js';

const location = await videoTools();
const available = location.ok;
const tools: FfmpegTools = location.ok ? location.tools : { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
let server: TestServer;
let video: TranscodedVideo;
let work: string;

beforeAll(async () => {
  if (!available) return;
  server = await createTestServer();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-video-test-'));
  const source = path.join(work, 'source.mp4');
  await makeTestClip(tools, source, { size: '320x320', seconds: 3 });
  video = await transcodeVideo(tools, server.deps.storage, source, 'v/test', [
    { width: 320, height: 320, kbps: 400 },
    { width: 160, height: 160, kbps: 150 },
  ]);
  // Files are served only when a row owns them (docs/behaviour/media.md#who-may-fetch-a-file): a
  // public post whose files sit under the video's prefix.
  const owner = await makeUser(server.deps.db, 'videoowner');
  const post = await makePost(server.deps.db, server.deps.storage, owner.id, Date.now());
  await server.deps.db.updateTable('media').set({ image_key: 'v/test' }).where('id', '=', post.id).execute();
});
afterAll(async () => {
  if (!available) return;
  await server.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe.skipIf(!available)('video pipeline', () => {
  it('produces two renditions, an HLS master playlist, a poster and the facts', () => {
    expect(video.versions.map((v) => v.width)).toEqual([320, 160]);
    expect(video.duration).toBeGreaterThan(2.5);
    expect(video.hasAudio).toBe(true);
    expect(video.poster.renditions.length).toBeGreaterThan(0);
    expect(video.poster.preview.length).toBeGreaterThan(4);
  });

  it('serves the playlists, segments and MP4s under /media with HLS content types', async () => {
    const client = new TestClient(server.app);
    const master = await client.get(`/media/${video.hlsKey}`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toContain('RESOLUTION=320x320');
    expect(master.body).toContain('RESOLUTION=160x160');
    const media = await client.get('/media/v/test/hls/160/index.m3u8');
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const segment = media.body.split('\n').find((line) => line.endsWith('.ts'));
    const ts = await client.get(`/media/v/test/hls/160/${segment}`);
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47);
    const mp4 = await client.get(`/media/${video.versions[0]!.key}`);
    expect(mp4.headers['content-type']).toBe('video/mp4');
  });
});
