import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { FIXTURES, jpeg, makeUser } from '../../test-support/fixtures.js';

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

function sliceHeaders(uploadId: string, entity: string, offset: number, length: number, type = 'image/jpeg') {
  return {
    'content-type': 'application/octet-stream',
    offset: String(offset),
    'x-entity-length': String(length),
    'x-entity-name': entity,
    'x-entity-type': type,
    'x-instagram-rupload-params': JSON.stringify({
      media_type: 1,
      upload_id: uploadId,
      upload_media_width: 1,
      upload_media_height: 1,
    }),
  };
}

async function upload(client: TestClient, uploadId: string, bytes: Buffer, sliceSize = 4096) {
  const entity = `${uploadId}_0_${bytes.length}`;
  for (let offset = 0; offset < bytes.length; offset += sliceSize) {
    const slice = bytes.subarray(offset, Math.min(bytes.length, offset + sliceSize));
    const response = await client.post(`/rupload_igphoto/${entity}`, Buffer.from(slice), {
      headers: sliceHeaders(uploadId, entity, offset, bytes.length),
    });
    expect(response.statusCode).toBe(200);
  }
  return entity;
}

const mediaCount = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const renditionDirs = () => {
  const dir = path.join(server.deps.storage.root, 'm');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

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
  });

  it('answers 409 with the real offset to a wrong Offset and changes nothing', async () => {
    const bytes = await jpeg(100, 100);
    const entity = `222_0_${bytes.length}`;
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 100), {
      headers: sliceHeaders('222', entity, 0, bytes.length),
    });
    const wrong = await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(50, 150), {
      headers: sliceHeaders('222', entity, 50, bytes.length),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ error_id: 'upload_offset_mismatch', offset: 100 });
    expect((await owner.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(100);
  });

  it('keeps uploads private to their owner', async () => {
    const bytes = await jpeg(120, 80);
    const entity = await upload(owner, '333', bytes);
    expect((await intruder.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(0);
    const configure = await intruder.post('/api/v1/media/configure/', { upload_id: '333', caption: 'mine now' });
    expect(configure.statusCode).toBe(404);
  });

  it('needs login and the CSRF header', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/rupload_igphoto/1_0_1')).statusCode).toBe(401);
    const noCsrf = await owner.post('/rupload_igphoto/444_0_10', Buffer.alloc(10), {
      csrf: false,
      headers: sliceHeaders('444', '444_0_10', 0, 10),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await owner.get('/rupload_igphoto/444_0_10')).json().offset).toBe(0);
  });

  it('refuses an upload declared larger than the cap', async () => {
    const response = await owner.post('/rupload_igphoto/555_0_x', Buffer.alloc(10), {
      headers: sliceHeaders('555', '555_0_x', 0, 200 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('configure', () => {
  it('publishes a complete JPEG upright, without metadata, in widths up to its own width', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'gps', 'DSCN0010.jpg'));
    await upload(owner, '666', bytes, 64 * 1024);
    const response = await owner.post('/api/v1/media/configure/', {
      upload_id: '666',
      caption: 'Lisbon #travel',
      custom_accessibility_caption: 'A street',
    });
    expect(response.statusCode).toBe(200);
    const { media } = response.json();
    expect(media).toMatchObject({
      caption: { text: 'Lisbon #travel' },
      accessibility_caption: 'A street',
      user: { username: 'uploader' },
    });
    // The camera's original is 640 px wide: never upscaled, never over 1080.
    expect(media.image_versions2.candidates.map((c: { width: number }) => c.width)).toEqual([640, 320, 150]);
    const file = path.join(server.deps.storage.root, media.image_versions2.candidates[0].url.replace('/media/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('webp');
    // The upload is consumed: configuring it again finds nothing.
    expect((await owner.post('/api/v1/media/configure/', { upload_id: '666', caption: '' })).statusCode).toBe(404);
  });

  it('refuses a PNG named like a JPEG (415) and leaves no post and no files', async () => {
    const before = [await mediaCount(), renditionDirs()];
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await upload(owner, '777', png);
    const response = await owner.post('/api/v1/media/configure/', { upload_id: '777', caption: 'not a jpeg' });
    expect(response.statusCode).toBe(415);
    expect([await mediaCount(), renditionDirs()]).toEqual(before);
  });

  it('refuses a truncated upload as incomplete and a corrupted JPEG as invalid', async () => {
    const bytes = await jpeg(200, 200);
    const entity = `888_0_${bytes.length}`;
    await owner.post(`/rupload_igphoto/${entity}`, bytes.subarray(0, 100), {
      headers: sliceHeaders('888', entity, 0, bytes.length),
    });
    const incomplete = await owner.post('/api/v1/media/configure/', { upload_id: '888', caption: '' });
    expect(incomplete.json().error_id).toBe('upload_incomplete');
    await upload(owner, '999', fs.readFileSync(path.join(FIXTURES, 'broken', 'corrupted.jpg')), 64 * 1024);
    const corrupted = await owner.post('/api/v1/media/configure/', { upload_id: '999', caption: '' });
    expect(corrupted.statusCode).toBe(400);
    expect(corrupted.json().error_id).toBe('image_invalid');
  });
});
