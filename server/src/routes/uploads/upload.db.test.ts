import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { FIXTURES, jpeg, makeUser } from '../../test-support/fixtures.js';
import {
  countRows,
  storedBytes,
  sliceHeaders,
  storedFiles,
  storedKeys,
  uploadAll,
} from '../../test-support/upload-test-kit.js';
import { STALE_UPLOAD_MS, sweepStaleUploads } from '../../domain/uploads/stale-uploads.js';
import { sweepBucketUploads } from '../../domain/uploads/bucket-upload-sweeps.js';

let server: TestServer;
let owner: TestClient;
let intruder: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  await makeUser(server.deps.db, 'uploader');
  await makeUser(server.deps.db, 'intruder');
  owner = new TestClient(server.app);
  await owner.login('uploader', 'password1');
  intruder = new TestClient(server.app);
  await intruder.login('intruder', 'password1');
});
afterAll(() => server.close());

const uploadsDir = () => path.join(server.deps.config.dataDir, 'uploads');
const partFiles = () =>
  fs.existsSync(uploadsDir())
    ? fs.readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
/** On a bucket an upload's slices are objects under uploads/ (docs/behaviour/creation.md#uploads-across-instances). */
const onBucket = () => server.deps.storage.kind === 's3';
/** Slices kept: files in the data folder, or objects under uploads/ on a bucket. */
const keptSlices = async () => (onBucket() ? (await storedKeys(server.deps.storage, 'uploads')).length : partFiles());

describe('resumable upload', () => {
  it('appends slices at the server offset and resumes after a cut', async () => {
    const bytes = await jpeg(300, 200);
    const entity = `111_0_${bytes.length}`;
    const half = Math.floor(bytes.length / 2);
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, half), {
      headers: sliceHeaders('111', entity, 0, bytes.length),
    });
    // The connection dropped: the client asks where to resume.
    const status = (await owner.get(`/rupload_igphoto/${entity}`)).json();
    expect(status.offset).toBe(half);
    const rest = await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(half), {
      headers: sliceHeaders('111', entity, half, bytes.length),
    });
    expect(rest.json()).toMatchObject({ offset: bytes.length, complete: true });
    // The original is kept where no URL reaches it: the data folder, or objects /media/ never serves.
    expect(await keptSlices()).toBeGreaterThan(0);
    if (!onBucket()) expect(await storedKeys(server.deps.storage, 'uploads')).toEqual([]);
    for (const key of onBucket() ? await storedKeys(server.deps.storage, 'uploads') : [])
      expect((await owner.get(`/media/${key}`)).statusCode).toBe(404);
    expect((await owner.get(`/media/../uploads/${entity}`)).statusCode).not.toBe(200);
    // The resumed file is the original, byte for byte: it publishes.
    const published = await owner.post('/api/v1/media/configure/', { upload_id: '111', caption: 'resumed' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().media.original_width).toBe(300);
  });

  it('answers 409 with the real offset to a wrong Offset and changes nothing', async () => {
    const bytes = await jpeg(100, 100);
    const entity = `222_0_${bytes.length}`;
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 100), {
      headers: sliceHeaders('222', entity, 0, bytes.length),
    });
    for (const offset of [50, 0, 150]) {
      const wrong = await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(offset, offset + 100), {
        headers: sliceHeaders('222', entity, offset, bytes.length),
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({ error_id: 'upload_offset_mismatch', offset: 100 });
    }
    expect((await owner.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(100);
    // A first slice that does not start at 0 is refused the same way.
    const late = await owner.post('/rupload_igphoto/223_0_500', Buffer.alloc(100), {
      headers: sliceHeaders('223', '223_0_500', 100, 500),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().offset).toBe(0);
  });

  it("answers 404 to another user's upload and to another session's", async () => {
    const bytes = await jpeg(120, 80);
    const entity = await uploadAll(owner, '333', bytes, { sliceSize: 4096 });
    expect((await intruder.get(`/rupload_igphoto/${entity}`)).statusCode).toBe(404);
    const write = await intruder.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 100), {
      headers: sliceHeaders('333', entity, 0, bytes.length),
    });
    expect(write.statusCode).toBe(404);
    const configure = await intruder.post('/api/v1/media/configure/', { upload_id: '333', caption: 'mine now' });
    expect(configure.statusCode).toBe(404);
    expect(configure.json()).toMatchObject({ error_id: 'not_found', error_title: 'Upload not found.' });
    // The same person in another login session cannot resume or publish it either.
    const otherSession = new TestClient(server.app);
    await otherSession.login('uploader', 'password1');
    expect((await otherSession.get(`/rupload_igphoto/${entity}`)).statusCode).toBe(404);
    expect((await otherSession.post('/api/v1/media/configure/', { upload_id: '333' })).statusCode).toBe(404);
    expect((await owner.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(bytes.length);
  });

  it('needs login and the CSRF header', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/rupload_igphoto/1_0_1')).statusCode).toBe(401);
    const bytes = await jpeg(10, 10);
    const noCsrf = await owner.post(`/rupload_igphoto/444_0_${bytes.length}`, bytes, {
      csrf: false,
      headers: sliceHeaders('444', `444_0_${bytes.length}`, 0, bytes.length),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error_id).toBe('csrf_failed');
    expect((await owner.get(`/rupload_igphoto/444_0_${bytes.length}`)).json().offset).toBe(0);
    const configure = await owner.post('/api/v1/media/configure/', { upload_id: '111' }, { csrf: false });
    expect(configure.statusCode).toBe(403);
  });

  it('refuses uploads over the photo and video caps, and empty files', async () => {
    const photo = await owner.post('/rupload_igphoto/555_0_x', Buffer.alloc(10), {
      headers: sliceHeaders('555', '555_0_x', 0, 30 * 1024 * 1024 + 1),
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toMatchObject({
      error_id: 'payload_too_large',
      reason: 'photo_too_large',
      error_title: 'Photos can be at most 30 MB.',
    });
    const video = await owner.post('/rupload_igvideo/556_0_x', Buffer.alloc(10), {
      headers: sliceHeaders('556', '556_0_x', 0, 100 * 1024 * 1024 + 1, { mediaType: 2 }),
    });
    expect(video.json()).toMatchObject({ error_id: 'payload_too_large', reason: 'video_too_large' });
    const empty = await owner.post('/rupload_igphoto/557_0_0', Buffer.alloc(0), {
      headers: sliceHeaders('557', '557_0_0', 0, 0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error_id: 'validation_failed', reason: 'empty_file' });
    const names = (await server.deps.db.selectFrom('uploads').select('entity_name').execute()).map(
      (r) => r.entity_name,
    );
    expect(names).not.toContain('555_0_x');
    expect(names).not.toContain('557_0_0');
  });

  it('refuses a non-JPEG first slice at once (PNG named .jpg, HEIC, text), storing nothing', async () => {
    const before = await keptSlices();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const heic = fs.readFileSync(path.join(FIXTURES, 'heic', 'IMG_5195.HEIC'));
    const cases: Array<[string, Buffer, string]> = [
      ['601', png, 'type_not_allowed'],
      ['602', heic.subarray(0, 64 * 1024), 'heic_not_supported'],
      ['603', Buffer.from('this is not an image at all'), 'not_an_image'],
    ];
    for (const [id, bytes, reason] of cases) {
      const response = await owner.post(`/rupload_igphoto/${id}_0_${bytes.length}`, bytes, {
        headers: sliceHeaders(id, `${id}_0_${bytes.length}`, 0, bytes.length, { type: 'image/jpeg' }),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error_id: 'unsupported_media_type', reason });
    }
    expect(await keptSlices()).toBe(before);
  });
});

describe('configure (photo)', () => {
  it('publishes a complete JPEG upright, without metadata, in widths up to its own width', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'gps', 'DSCN0010.jpg'));
    await uploadAll(owner, '666', bytes);
    const response = await owner.post('/api/v1/media/configure/', {
      upload_id: '666',
      caption: 'Lisbon #travel',
      custom_accessibility_caption: 'A street',
      disable_comments: '1',
      like_and_view_counts_disabled: '1',
    });
    expect(response.statusCode).toBe(200);
    const { media } = response.json();
    expect(media).toMatchObject({
      caption: { text: 'Lisbon #travel' },
      accessibility_caption: 'A street',
      user: { username: 'uploader' },
      comments_disabled: true,
      like_and_view_counts_disabled: true,
    });
    expect(media.pk).toMatch(/^[0-9]+$/);
    expect(media.id).toBe(`${media.pk}_${media.user.pk}`);
    // The camera's original is 640 px wide: never upscaled, never over 1080.
    expect(media.image_versions2.candidates.map((c: { width: number }) => c.width)).toEqual([640, 320, 150]);
    expect(Buffer.from(media.media_preview, 'base64')[0]).toBe(0);
    for (const candidate of media.image_versions2.candidates) {
      const meta = await sharp(await storedBytes(server, candidate.url)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.format).toBe('webp');
    }
    // The upload is consumed: configuring it again finds nothing, and the original is gone.
    expect((await owner.post('/api/v1/media/configure/', { upload_id: '666', caption: '' })).statusCode).toBe(404);
  });

  it('caps a large photo at 1080 wide and turns an EXIF-rotated photo upright', async () => {
    await uploadAll(owner, '667', await jpeg(2400, 1600));
    const wide = (await owner.post('/api/v1/media/configure/', { upload_id: '667' })).json().media;
    expect(wide.image_versions2.candidates[0].width).toBe(1080);
    expect(Math.max(...wide.image_versions2.candidates.map((c: { width: number }) => c.width))).toBe(1080);
    // Landscape_6 is stored 1800×1200 sideways with orientation 6: it must come out 1200 tall.
    await uploadAll(owner, '668', fs.readFileSync(path.join(FIXTURES, 'orientation', 'Landscape_6.jpg')));
    const turned = (await owner.post('/api/v1/media/configure/', { upload_id: '668' })).json().media;
    expect(turned.original_width).toBeGreaterThan(turned.original_height);
  });

  it('refuses a decompression bomb before decoding it, leaving no post and no files', async () => {
    const before = [await countRows(server, 'media'), (await storedFiles(server)).length];
    // A real 8000×8000 JPEG (64 MP, over the 50 MP limit): tiny on disk, enormous once decoded.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    await uploadAll(owner, '701', bomb, { sliceSize: 4 * 1024 * 1024 });
    const response = await owner.post('/api/v1/media/configure/', { upload_id: '701' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_id: 'image_invalid', reason: 'too_many_pixels' });
    // A forged header: a few bytes claiming 65535×65535 pixels.
    const forged = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03]),
      Buffer.alloc(200),
    ]);
    await uploadAll(owner, '702', forged);
    const forgedAnswer = await owner.post('/api/v1/media/configure/', { upload_id: '702' });
    expect(forgedAnswer.json()).toMatchObject({ error_id: 'image_invalid', reason: 'too_many_pixels' });
    expect([await countRows(server, 'media'), (await storedFiles(server)).length]).toEqual(before);
  });

  it('refuses a truncated JPEG and a corrupted one as invalid, leaving nothing', async () => {
    const before = [await countRows(server, 'media'), (await storedFiles(server)).length];
    const whole = fs.readFileSync(path.join(FIXTURES, 'camera', 'Canon_40D.jpg'));
    await uploadAll(owner, '801', whole.subarray(0, Math.floor(whole.length * 0.6)));
    const truncated = await owner.post('/api/v1/media/configure/', { upload_id: '801' });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ error_id: 'image_invalid', reason: 'unreadable' });
    await uploadAll(owner, '802', fs.readFileSync(path.join(FIXTURES, 'broken', 'corrupted.jpg')), {
      sliceSize: 1024 * 1024,
    });
    const corrupted = await owner.post('/api/v1/media/configure/', { upload_id: '802' });
    expect(corrupted.json()).toMatchObject({ error_id: 'image_invalid', reason: 'unreadable' });
    expect(typeof corrupted.json().error_title).toBe('string');
    expect([await countRows(server, 'media'), (await storedFiles(server)).length]).toEqual(before);
  });

  it('publishes an upload once when two configure calls race', async () => {
    await uploadAll(owner, '889', await jpeg(500, 400));
    const before = await countRows(server, 'media');
    const answers = await Promise.all([
      owner.post('/api/v1/media/configure/', { upload_id: '889', caption: 'first' }),
      owner.post('/api/v1/media/configure/', { upload_id: '889', caption: 'second' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([404, 409]).toContain(codes[1]);
    expect(await countRows(server, 'media')).toBe(before + 1);
  });

  it('refuses configure before the upload is complete', async () => {
    const bytes = await jpeg(200, 200);
    const entity = `888_0_${bytes.length}`;
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 100), {
      headers: sliceHeaders('888', entity, 0, bytes.length),
    });
    const incomplete = await owner.post('/api/v1/media/configure/', { upload_id: '888', caption: '' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error_id).toBe('upload_incomplete');
  });
});

describe('abandoned uploads', () => {
  it('are swept after a day, row and partial file, while fresh ones stay', async () => {
    const bytes = await jpeg(64, 64);
    const entity = `990_0_${bytes.length}`;
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 50), {
      headers: sliceHeaders('990', entity, 0, bytes.length),
    });
    const rows = await countRows(server, 'uploads');
    const files = await keptSlices();
    const { db, config, storage } = server.deps;
    // The sweep of the data folder's uploads, and on a bucket the sweep of the bucket's.
    const sweep = async (now?: number) =>
      (await sweepStaleUploads(db, config.dataDir, now)) +
      (onBucket() ? (await sweepBucketUploads(db, storage, now)).stale : 0);
    expect(await sweep()).toBe(0);
    // A day later every upload still here is abandoned.
    const swept = await sweep(Date.now() + STALE_UPLOAD_MS + 1);
    expect(swept).toBe(rows);
    expect(await countRows(server, 'uploads')).toBe(0);
    expect(await keptSlices()).toBeLessThan(files);
    expect(await keptSlices()).toBe(0);
    expect((await owner.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(0);
  });
});
