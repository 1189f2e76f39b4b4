import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { FIXTURES, jpeg, makeUser } from '../../test-support/fixtures.js';
import {
  countRows,
  keyOfUrl,
  postJson,
  storedBytes,
  storedFiles,
  uploadAll,
} from '../../test-support/upload-test-kit.js';
import { seedLocations } from '../../domain/locations/location-catalog.js';
import { feedPage } from '../../test-support/feed-client.js';

const run = promisify(execFile);

let server: TestServer;
let owner: TestClient;
let friendId: number;
let work: string;

beforeAll(async () => {
  server = await createTestServer();
  await makeUser(server.deps.db, 'creator');
  friendId = (await makeUser(server.deps.db, 'friend')).id;
  await seedLocations(server.deps.db);
  owner = new TestClient(server.app);
  await owner.login('creator', 'password1');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-create-test-'));
});
afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  await server.close();
});

/** A short test clip made by ffmpeg (silent colour bars with a tone unless `audio` is false). */
async function clip(name: string, options: { width: number; height: number; seconds: number; format?: string }) {
  const file = path.join(work, name);
  const size = `${options.width}x${options.height}`;
  const codec =
    options.format === 'webm' ? ['-c:v', 'libvpx', '-b:v', '200k'] : ['-c:v', 'libx264', '-preset', 'ultrafast'];
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=10:duration=${options.seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${options.seconds}`,
    ...codec,
    '-pix_fmt',
    'yuv420p',
    '-shortest',
    file,
  ]);
  return fs.readFileSync(file);
}

let nextId = 9000;
const newUploadId = () => String((nextId += 1));

async function uploadPhoto(bytes: Buffer): Promise<string> {
  const id = newUploadId();
  await uploadAll(owner, id, bytes);
  return id;
}

describe('configure with tags and place', () => {
  it('stores usertags and a catalogue place, and the post shows them', async () => {
    const venues = (
      await owner.get('/api/v1/location_search/?latitude=38.69&longitude=-9.21&rankToken=r1&timestamp=1')
    ).json().venues;
    const place = venues[0];
    expect(place.name).toBe('Torre de Belém');
    const id = await uploadPhoto(await jpeg(400, 300));
    const response = await owner.post('/api/v1/media/configure/', {
      upload_id: id,
      caption: 'tagged',
      usertags: JSON.stringify({ in: [{ user_id: String(friendId), position: [0.25, 0.75] }] }),
      location: JSON.stringify({ facebook_places_id: place.external_id, lat: place.lat, lng: place.lng }),
      geotag_enabled: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { media } = response.json();
    expect(media.usertags.in).toEqual([
      { user: expect.objectContaining({ username: 'friend' }), position: [0.25, 0.75] },
    ]);
    expect(media.location).toEqual({ pk: place.external_id, name: 'Torre de Belém', lat: place.lat, lng: place.lng });
  });

  it('refuses an unknown place or malformed tags before writing anything', async () => {
    const before = [await countRows(server, 'media'), (await storedFiles(server)).length];
    const id = await uploadPhoto(await jpeg(100, 100));
    const place = await owner.post('/api/v1/media/configure/', {
      upload_id: id,
      location: JSON.stringify({ facebook_places_id: '999999' }),
    });
    expect(place.statusCode).toBe(400);
    expect(place.json()).toMatchObject({ error_id: 'validation_failed', fields: { location: 'Unknown location.' } });
    const tags = await owner.post('/api/v1/media/configure/', { upload_id: id, usertags: '{"in":[{"user_id":"x"}]}' });
    expect(tags.json().fields.usertags).toBeDefined();
    expect([await countRows(server, 'media'), (await storedFiles(server)).length]).toEqual(before);
    // The upload is still there for a corrected attempt.
    expect((await owner.post('/api/v1/media/configure/', { upload_id: id })).statusCode).toBe(200);
  });

  it('rolls back a post whose tagged user does not exist: no rows, no files, upload kept', async () => {
    const before = [
      await countRows(server, 'media'),
      await countRows(server, 'usertags'),
      (await storedFiles(server)).length,
    ];
    const id = await uploadPhoto(await jpeg(300, 300));
    const response = await owner.post('/api/v1/media/configure/', {
      upload_id: id,
      caption: 'ghost #tag',
      usertags: JSON.stringify({ in: [{ user_id: '987654', position: [0.5, 0.5] }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_id).toBe('validation_failed');
    expect([
      await countRows(server, 'media'),
      await countRows(server, 'usertags'),
      (await storedFiles(server)).length,
    ]).toEqual(before);
    const hashtags = await server.deps.db.selectFrom('media_hashtags').select('tag').where('tag', '=', 'tag').execute();
    expect(hashtags).toEqual([]);
  });
});

describe('configure_sidecar (carousel)', () => {
  it('publishes up to 10 photos with their own alt text and tags, in order', async () => {
    const children = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await uploadPhoto(await jpeg(300 + i * 10, 300, ['#c33', '#3c3', '#33c'][i]));
      children.push({
        upload_id: id,
        custom_accessibility_caption: `Item ${i + 1}`,
        usertags: i === 1 ? { in: [{ user_id: String(friendId), position: [0.1, 0.2] }] } : undefined,
      });
    }
    const response = await postJson(owner, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: '1700000000000',
      caption: 'three #carousel',
      children_metadata: children,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.client_sidecar_id).toBe('1700000000000');
    expect(body.media).toMatchObject({ media_type: 8, carousel_media_count: 3, caption: { text: 'three #carousel' } });
    expect(body.media.carousel_media.map((c: { accessibility_caption: string }) => c.accessibility_caption)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
    ]);
    expect(body.media.carousel_media.map((c: { original_width: number }) => c.original_width)).toEqual([300, 310, 320]);
    expect(body.media.carousel_media[1].usertags.in[0]).toMatchObject({
      user: { username: 'friend' },
      position: [0.1, 0.2],
    });
    expect(body.media.carousel_media[0].usertags).toBeNull();
  });

  it('refuses fewer than 2 or more than 10 items', async () => {
    const one = await postJson(owner, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: '1',
      children_metadata: [{ upload_id: '1' }],
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().fields.children_metadata).toBeDefined();
    const eleven = await postJson(owner, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: '1',
      children_metadata: Array.from({ length: 11 }, (_, i) => ({ upload_id: String(i + 1) })),
    });
    expect(eleven.statusCode).toBe(400);
  });

  it('publishes nothing when one item is bad: no rows, no files, uploads kept', async () => {
    const before = [
      await countRows(server, 'media'),
      await countRows(server, 'media_children'),
      (await storedFiles(server)).length,
    ];
    const good1 = await uploadPhoto(await jpeg(200, 200));
    const good2 = await uploadPhoto(await jpeg(220, 200));
    const whole = fs.readFileSync(path.join(FIXTURES, 'camera', 'Nikon_D70.jpg'));
    const bad = await uploadPhoto(whole.subarray(0, Math.floor(whole.length / 2)));
    const response = await postJson(owner, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: '2',
      children_metadata: [{ upload_id: good1 }, { upload_id: good2 }, { upload_id: bad }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_id: 'image_invalid', reason: 'unreadable' });
    expect(response.json().fields['children_metadata.2']).toBeDefined();
    expect([
      await countRows(server, 'media'),
      await countRows(server, 'media_children'),
      (await storedFiles(server)).length,
    ]).toEqual(before);
    const retry = await postJson(owner, '/api/v1/media/configure_sidecar/', {
      client_sidecar_id: '3',
      children_metadata: [{ upload_id: good1 }, { upload_id: good2 }],
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe('configure_to_clips (video)', () => {
  async function uploadVideo(bytes: Buffer) {
    const id = newUploadId();
    await uploadAll(owner, id, bytes, { mediaType: 2, sliceSize: 256 * 1024 });
    return id;
  }

  /** The post once the background transcoder is done with it (docs/behaviour/media.md#video-processing). */
  async function whenReady(pk: string) {
    await server.deps.transcoder.idle();
    const info = await owner.get(`/api/v1/media/${pk}/info/`);
    expect(info.statusCode, info.body).toBe(200);
    return info.json().items[0];
  }

  it('transcodes a clip to HLS in three qualities with a poster, and the feed plays it', async () => {
    const id = await uploadVideo(await clip('ok.mp4', { width: 320, height: 240, seconds: 4 }));
    const response = await owner.post('/api/v1/media/configure_to_clips/', { upload_id: id, caption: 'my clip' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().media).toMatchObject({ media_type: 2, video_processing: { status: 'processing' } });
    const media = await whenReady(response.json().media.pk);
    expect(media.video_processing).toBeUndefined();
    expect(media).toMatchObject({ media_type: 2, product_type: 'clips', has_audio: true });
    expect(media.number_of_qualities).toBeGreaterThanOrEqual(3);
    expect(media.video_versions.map((v: { width: number }) => v.width)).toEqual([320, 214, 160]);
    expect(media.video_duration).toBeGreaterThan(3.5);
    const master = (await storedBytes(server, media.video_hls_url)).toString('utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    const poster = await sharp(await storedBytes(server, media.image_versions2.candidates[0].url)).metadata();
    expect([poster.width, poster.height]).toEqual([320, 240]);
    expect(media.media_preview).toBeTruthy();
    // The home feed (GraphQL) renders the new post with its video fields.
    const feed = await feedPage(owner, { variant: 'home', first: 10 });
    const node = feed.edges.find((e) => e.node.media?.pk === media.pk)?.node.media;
    expect(node).toMatchObject({ media_type: 2, video_hls_url: media.video_hls_url, number_of_qualities: 3 });
    expect(feed.edges.some((e) => e.node.media?.media_type === 8)).toBe(true);
  }, 60_000);

  it('accepts WebM and a portrait 9:16 clip', async () => {
    const id = await uploadVideo(await clip('tall.webm', { width: 180, height: 320, seconds: 3.5, format: 'webm' }));
    const response = await owner.post('/api/v1/media/configure_to_clips/', { upload_id: id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await whenReady(response.json().media.pk)).video_versions[0]).toMatchObject({ width: 180, height: 320 });
  }, 120_000);

  it('refuses too short, too long, a bad aspect ratio and a non-video, leaving nothing', async () => {
    const before = [await countRows(server, 'media'), (await storedFiles(server)).length];
    const cases: Array<[Buffer, string, number]> = [
      [await clip('short.mp4', { width: 160, height: 120, seconds: 1 }), 'video_too_short', 400],
      [await clip('long.mp4', { width: 64, height: 64, seconds: 95 }), 'video_too_long', 400],
      [await clip('wide.mp4', { width: 400, height: 100, seconds: 4 }), 'video_aspect_ratio', 400],
    ];
    for (const [bytes, reason, status] of cases) {
      const id = await uploadVideo(bytes);
      const response = await owner.post('/api/v1/media/configure_to_clips/', { upload_id: id });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ reason, error_title: expect.any(String) });
    }
    const jpegAsVideo = await owner.post(`/rupload_igvideo/77_0_${(await jpeg(10, 10)).length}`, await jpeg(10, 10), {
      headers: {
        'content-type': 'application/octet-stream',
        offset: '0',
        'x-entity-length': String((await jpeg(10, 10)).length),
        'x-entity-name': `77_0_${(await jpeg(10, 10)).length}`,
        'x-entity-type': 'video/mp4',
        'x-instagram-rupload-params': JSON.stringify({ media_type: 2, upload_id: '77' }),
      },
    });
    expect(jpegAsVideo.statusCode).toBe(415);
    expect(jpegAsVideo.json().reason).toBe('video_format_not_supported');
    expect([await countRows(server, 'media'), (await storedFiles(server)).length]).toEqual(before);
  }, 120_000);

  it('records nothing and keeps the upload when publishing fails', async () => {
    const before = [await countRows(server, 'media'), (await storedFiles(server)).length];
    const id = await uploadVideo(await clip('tagged.mp4', { width: 160, height: 160, seconds: 4 }));
    const response = await owner.post('/api/v1/media/configure_to_clips/', {
      upload_id: id,
      usertags: JSON.stringify({ in: [{ user_id: '424242', position: [0.5, 0.5] }] }),
    });
    expect(response.statusCode).toBe(400);
    expect([await countRows(server, 'media'), (await storedFiles(server)).length]).toEqual(before);
  }, 60_000);
});

describe('profile picture', () => {
  it('changes the avatar through the pipeline: square, 320 and 150, no metadata; old files removed', async () => {
    const first = await uploadPhoto(fs.readFileSync(path.join(FIXTURES, 'orientation', 'Portrait_6.jpg')));
    const response = await owner.post('/api/v1/web/accounts/web_change_profile_picture/', { upload_id: first });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', changed_profile: true });
    const hd = await sharp(await storedBytes(server, body.hd_profile_pic_url_info.url)).metadata();
    expect([hd.width, hd.height, hd.exif]).toEqual([320, 320, undefined]);
    const small = await sharp(await storedBytes(server, body.profile_pic_url)).metadata();
    expect([small.width, small.height]).toEqual([150, 150]);

    const second = await uploadPhoto(await jpeg(200, 120));
    const next = (await owner.post('/api/v1/web/accounts/web_change_profile_picture/', { upload_id: second })).json();
    expect(await server.deps.storage.has(keyOfUrl(body.hd_profile_pic_url_info.url))).toBe(false);
    expect(await server.deps.storage.has(keyOfUrl(next.hd_profile_pic_url_info.url))).toBe(true);
    const user = await server.deps.db
      .selectFrom('users')
      .select('avatar_key')
      .where('username', '=', 'creator')
      .executeTakeFirstOrThrow();
    expect(next.profile_pic_url).toContain(user.avatar_key);
  });

  it('refuses a PNG avatar (415) and the picture change finds no upload', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const id = newUploadId();
    const response = await owner.post(`/rupload_igphoto/${id}_0_${png.length}`, png, {
      headers: {
        'content-type': 'application/octet-stream',
        offset: '0',
        'x-entity-length': String(png.length),
        'x-entity-name': `${id}_0_${png.length}`,
        'x-entity-type': 'image/jpeg',
        'x-instagram-rupload-params': JSON.stringify({ media_type: 1, upload_id: id }),
      },
    });
    expect(response.statusCode).toBe(415);
    expect((await owner.post('/api/v1/web/accounts/web_change_profile_picture/', { upload_id: id })).statusCode).toBe(
      404,
    );
  });
});

describe('location search', () => {
  it('ranks by distance from a position, filters by query, and needs login', async () => {
    const near = (
      await owner.get('/api/v1/location_search/?latitude=31.24&longitude=121.49&rankToken=abc&timestamp=1')
    ).json();
    expect(near).toMatchObject({ status: 'ok', rank_token: 'abc' });
    expect(near.venues[0]).toMatchObject({ name: '外滩', external_id_source: 'facebook_places' });
    const distances = near.venues.map((v: { distance_m: number }) => v.distance_m);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    const query = (await owner.get(`/api/v1/location_search/?search_query=${encodeURIComponent('lisboa')}`)).json();
    expect(query.venues.map((v: { name: string }) => v.name).sort()).toEqual(['Praça do Comércio', 'Torre de Belém']);
    expect((await new TestClient(server.app).get('/api/v1/location_search/')).statusCode).toBe(401);
    expect((await owner.get('/api/v1/location_search/?latitude=200&longitude=0')).statusCode).toBe(400);
  });
});
