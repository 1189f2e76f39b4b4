import fs from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createS3Storage } from '../../media/s3-storage.js';
import { videoTools } from '../../media/ffmpeg-locator.js';
import type { MediaStorage } from '../../media/storage.js';
import { createTranscodeWorker } from '../../domain/transcoding/transcode-worker.js';
import { sweepBucketUploads } from '../../domain/uploads/bucket-upload-sweeps.js';
import { claimBucketUploads } from '../../domain/uploads/bucket-publish-claims.js';
import { MAX_UPLOAD_PARTS, uploadPartsPrefix, writeAndRecordPart } from '../../domain/uploads/upload-parts.js';
import { SliceBody } from '../../domain/uploads/slice-body.js';
import { person } from '../../test-support/direct-kit.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { makeTestClip } from '../../test-support/transcode-kit.js';
import { sliceHeaders } from '../../test-support/upload-test-kit.js';

// Uploads across instances (docs/behaviour/creation.md#uploads-across-instances), on both
// databases: two instances on one database and one bucket, each with a data folder of its own.
// The slices of one upload alternate between them, either one publishes, the other serves the
// post, a video queued through one is transcoded by the other's worker, and neither folder holds
// an upload's bytes or media.

const location = await videoTools();
let s3: TestS3Server;
let server: TestServer;
let second: FastifyInstance;
let secondStorage: MediaStorage & { client: { destroy(): void } };
let secondDataDir: string;
let one: TestClient;
let two: TestClient;
let ownerId: number;
let work: string;

beforeAll(async () => {
  s3 = await startTestS3Server([`lumen-instances-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  // Only the second instance's worker transcodes here.
  await server.deps.transcoder.stop();
  secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-second-'));
  secondStorage = createS3Storage(s3.settings);
  second = await buildApp({
    ...server.deps,
    storage: secondStorage,
    config: { ...server.deps.config, dataDir: secondDataDir },
  });
  const owner = await person(server, 'traveller');
  ownerId = owner.id;
  one = owner.client;
  two = one.onApp(second);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-instances-'));
});

afterAll(async () => {
  await second?.close();
  secondStorage?.client.destroy();
  await server?.close();
  await s3?.close();
  for (const dir of [secondDataDir, work]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const bucketKeys = async (prefix: string) => {
  const keys: string[] = [];
  for await (const item of secondStorage.list(prefix)) keys.push(item.key);
  return keys;
};

/** Files under a data folder other than its database and identity (uploads, media, sources). */
const folderFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dataDir, name)).isFile())
    .filter((name) => !/^(lumen\.sqlite.*|instance-id|\.?lock.*|server\.lock)$/.test(name));

/** Sends one slice through `client`. */
function sendSlice(client: TestClient, uploadId: string, bytes: Buffer, offset: number, end: number, mediaType: 1 | 2) {
  const entity = `${uploadId}_0_${bytes.length}`;
  const base = mediaType === 2 ? '/rupload_igvideo' : '/rupload_igphoto';
  return client.post(`${base}/${entity}`, Buffer.from(bytes.subarray(offset, end)), {
    headers: sliceHeaders(uploadId, entity, offset, bytes.length, {
      mediaType,
      type: mediaType === 2 ? 'video/mp4' : 'image/jpeg',
    }),
  });
}

/** Uploads a file in slices that alternate between the two instances; returns how many slices. */
async function uploadAcross(uploadId: string, bytes: Buffer, sliceSize: number, mediaType: 1 | 2 = 1) {
  let slices = 0;
  for (let offset = 0; offset < bytes.length; offset += sliceSize) {
    const client = slices % 2 === 0 ? one : two;
    const end = Math.min(bytes.length, offset + sliceSize);
    const answer = await sendSlice(client, uploadId, bytes, offset, end, mediaType);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().offset).toBe(end);
    slices += 1;
  }
  return slices;
}

const noisyPhoto = () =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#48a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const countParts = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('upload_parts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploads on a bucket, across two instances', () => {
  it('takes slices on either instance, publishes on the second and serves through the first', async () => {
    const photo = await noisyPhoto();
    const entity = `8101_0_${photo.length}`;
    const sliceSize = Math.ceil(photo.length / 5);
    // The first slice on one; the other knows the offset at once (it reads the database).
    expect((await sendSlice(one, '8101', photo, 0, sliceSize, 1)).statusCode).toBe(200);
    expect((await two.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(sliceSize);
    // A slice at a wrong offset on the other instance changes nothing: 409 with the real offset.
    const wrong = await sendSlice(two, '8101', photo, 0, sliceSize, 1);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ error_id: 'upload_offset_mismatch', offset: sliceSize });
    // The rest alternates between the two, starting with the second.
    let slices = 1;
    for (let offset = sliceSize; offset < photo.length; offset += sliceSize) {
      const end = Math.min(photo.length, offset + sliceSize);
      const answer = await sendSlice(slices % 2 === 1 ? two : one, '8101', photo, offset, end, 1);
      expect(answer.statusCode, answer.body).toBe(200);
      slices += 1;
    }
    expect(await countParts()).toBe(slices);
    expect(await bucketKeys(uploadPartsPrefix(ownerId, entity))).toHaveLength(slices);

    const published = await two.post('/api/v1/media/configure/', { upload_id: '8101', caption: 'across' });
    expect(published.statusCode, published.body).toBe(200);
    const url: string = published.json().media.image_versions2.candidates[0].url;
    const served = await one.get(url);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    // The parts went with the upload; neither folder holds an upload's bytes or media.
    expect(await countParts()).toBe(0);
    expect(await bucketKeys('uploads')).toEqual([]);
    for (const dataDir of [server.deps.config.dataDir, secondDataDir]) expect(folderFiles(dataDir)).toEqual([]);
  });

  it('keeps the acknowledged offset while the bucket is down, and continues from it', async () => {
    const photo = await noisyPhoto();
    const entity = `8102_0_${photo.length}`;
    const half = Math.ceil(photo.length / 2);
    expect((await sendSlice(one, '8102', photo, 0, half, 1)).statusCode).toBe(200);
    await s3.pause();
    try {
      const refused = await sendSlice(two, '8102', photo, half, photo.length, 1);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().error_id).toBe('storage_unavailable');
      expect(refused.headers['retry-after']).toBe('30');
      // Nothing acknowledged is lost, and nothing more is claimed.
      expect((await one.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(half);
    } finally {
      await s3.resume();
    }
    const rest = await sendSlice(two, '8102', photo, half, photo.length, 1);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ offset: photo.length, complete: true });
    const published = await one.post('/api/v1/media/configure/', { upload_id: '8102', caption: 'after' });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('publishes only the recorded parts: an object left by a slice never recorded is not read, and goes', async () => {
    const photo = await noisyPhoto();
    const entity = `8103_0_${photo.length}`;
    const half = Math.ceil(photo.length / 2);
    expect((await sendSlice(one, '8103', photo, 0, half, 1)).statusCode).toBe(200);
    // An instance killed after writing its object and before recording it left this behind.
    const stray = `${uploadPartsPrefix(ownerId, entity)}/${half}-killed`;
    await secondStorage.put(stray, Buffer.alloc(photo.length - half, 7));
    expect((await two.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(half);
    expect((await sendSlice(two, '8103', photo, half, photo.length, 1)).statusCode).toBe(200);
    const published = await two.post('/api/v1/media/configure/', { upload_id: '8103', caption: 'whole' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await bucketKeys('uploads')).toEqual([]);
  });

  it('starts an upload over when a recorded part is missing from the bucket (after a restore), and it can be sent again', async () => {
    const photo = await noisyPhoto();
    const entity = `8104_0_${photo.length}`;
    await uploadAcross('8104', photo, Math.ceil(photo.length / 3));
    const [lost] = await bucketKeys(uploadPartsPrefix(ownerId, entity));
    await secondStorage.removePrefix(lost!);
    const refused = await two.post('/api/v1/media/configure/', { upload_id: '8104', caption: 'lost a part' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error_id: 'upload_incomplete' });
    expect((await one.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(0);
    expect(await bucketKeys(uploadPartsPrefix(ownerId, entity))).toEqual([]);
    await uploadAcross('8104', photo, Math.ceil(photo.length / 2));
    const published = await one.post('/api/v1/media/configure/', { upload_id: '8104', caption: 'sent again' });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('stores and records nothing of a slice cut off part-way, and caps the parts of an upload', async () => {
    const photo = await noisyPhoto();
    const entity = `8106_0_${photo.length}`;
    const third = Math.ceil(photo.length / 3);
    expect((await sendSlice(one, '8106', photo, 0, third, 1)).statusCode).toBe(200);
    const upload = await server.deps.db
      .selectFrom('uploads')
      .selectAll()
      .where('entity_name', '=', entity)
      .executeTakeFirstOrThrow();
    // Half of the slice arrives, then the connection fails.
    const cut = new Readable({ read() {} });
    // A request's stream has the server's own error listener; this bare one needs one, or its
    // error is unhandled when it fails before the part is read (the reader still gets the error).
    cut.on('error', () => undefined);
    cut.push(photo.subarray(third, third + 1000));
    setImmediate(() => cut.destroy(new Error('connection reset')));
    await expect(
      writeAndRecordPart(server.deps.db, secondStorage, upload, third, SliceBody.streamed(cut, third)),
    ).rejects.toThrow();
    expect((await two.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(third);
    expect(await bucketKeys(uploadPartsPrefix(ownerId, entity))).toHaveLength(1);

    // An upload that already has all but one of its parts takes its last slice, never one more.
    const filler = Array.from({ length: MAX_UPLOAD_PARTS - 2 }, (_, i) => ({
      owner_id: ownerId,
      entity_name: entity,
      start_offset: photo.length + i,
      length: 0,
      object_key: 'uploads/none',
      created_at: Date.now(),
    }));
    for (let i = 0; i < filler.length; i += 200)
      await server.deps.db
        .insertInto('upload_parts')
        .values(filler.slice(i, i + 200))
        .execute();
    const refused = await sendSlice(two, '8106', photo, third, 2 * third, 1);
    expect(refused.statusCode, refused.body).toBe(400);
    expect((await one.get(`/rupload_igphoto/${entity}`)).json().offset).toBe(third);
    const last = await sendSlice(two, '8106', photo, third, photo.length, 1);
    expect(last.statusCode, last.body).toBe(200);
    await server.deps.db.deleteFrom('uploads').where('entity_name', '=', entity).execute();
    await secondStorage.removePrefix(uploadPartsPrefix(ownerId, entity));
  });

  it('records one of two slices racing for one offset on two instances; the other gets 409 and leaves no object', async () => {
    const photo = await noisyPhoto();
    const entity = `8108_0_${photo.length}`;
    const half = Math.ceil(photo.length / 2);
    expect((await sendSlice(one, '8108', photo, 0, half, 1)).statusCode).toBe(200);
    // Both instances read the upload at the same offset before either recorded its slice.
    const seen = await server.deps.db
      .selectFrom('uploads')
      .selectAll()
      .where('entity_name', '=', entity)
      .executeTakeFirstOrThrow();
    const rest = photo.subarray(half);
    const first = await writeAndRecordPart(server.deps.db, server.deps.storage, seen, half, rest);
    const second = await writeAndRecordPart(server.deps.db, secondStorage, seen, half, Buffer.alloc(rest.length, 9));
    expect(first).toEqual({ kind: 'written', received: photo.length });
    expect(second).toEqual({ kind: 'offset_mismatch', offset: photo.length });
    expect(await bucketKeys(uploadPartsPrefix(ownerId, entity))).toHaveLength(2);
    const published = await two.post('/api/v1/media/configure/', { upload_id: '8108', caption: 'raced' });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('publishes an upload once while another instance publishes it, and takes over a claim that ran out', async () => {
    const photo = await noisyPhoto();
    const entity = `8109_0_${photo.length}`;
    await uploadAcross('8109', photo, Math.ceil(photo.length / 2));
    const rowOf = () =>
      server.deps.db.selectFrom('uploads').selectAll().where('entity_name', '=', entity).executeTakeFirstOrThrow();
    // The first instance is publishing it: the second answers 409 and changes nothing.
    const release = await claimBucketUploads(server.deps.db, [await rowOf()]);
    expect(release).not.toBeNull();
    const meanwhile = await two.post('/api/v1/media/configure/', { upload_id: '8109', caption: 'twice' });
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    // A slice cannot move it either.
    expect((await sendSlice(two, '8109', photo, photo.length - 1, photo.length, 1)).statusCode).toBe(409);
    // Its publish failed: the upload waits again, and the second one publishes it.
    await release!();
    // An instance killed mid-publish: its claim runs out and the next publish takes it.
    expect(await claimBucketUploads(server.deps.db, [await rowOf()], Date.now() - 11 * 60 * 1000)).not.toBeNull();
    const published = await two.post('/api/v1/media/configure/', { upload_id: '8109', caption: 'once' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await bucketKeys(uploadPartsPrefix(ownerId, entity))).toEqual([]);
  });

  it('sweeps a stale upload (rows and objects) and folders no upload names', async () => {
    const photo = await noisyPhoto();
    await uploadAcross('8104', photo, Math.ceil(photo.length / 3));
    const orphan = `uploads/${ownerId}/${'0'.repeat(32)}/0-abc`;
    await secondStorage.put(orphan, Buffer.from('left'));
    const fresh = await sweepBucketUploads(server.deps.db, secondStorage);
    expect(fresh).toEqual({ stale: 0, orphanFolders: 1 });
    expect(await countParts()).toBe(3);
    const later = await sweepBucketUploads(server.deps.db, secondStorage, Date.now() + 2 * 24 * 3600 * 1000);
    expect(later).toEqual({ stale: 1, orphanFolders: 0 });
    expect(await countParts()).toBe(0);
    expect(await bucketKeys('uploads')).toEqual([]);
  });

  it.skipIf(!location.ok)(
    'queues a video through one instance that the other one transcodes',
    { timeout: 180_000 },
    async () => {
      if (!location.ok) return;
      const clip = path.join(work, 'clip.mp4');
      await makeTestClip(location.tools, clip, { size: '320x240', seconds: 4, silent: true });
      const bytes = fs.readFileSync(clip);
      await uploadAcross('8105', bytes, 16 * 1024, 2);
      const queued = await one.post('/api/v1/media/configure_to_clips/', { upload_id: '8105', caption: 'relay' });
      expect(queued.statusCode, queued.body).toBe(200);
      const pk: string = queued.json().media.pk;
      const job = await server.deps.db.selectFrom('transcode_jobs').selectAll().executeTakeFirstOrThrow();
      // The source waits in the bucket, not in the first instance's folder.
      expect(job.source_file).toMatch(/^storage:transcode-sources\//);
      expect(await bucketKeys('transcode-sources')).toHaveLength(1);
      expect(folderFiles(server.deps.config.dataDir)).toEqual([]);

      // A second clip queued through the other instance and deleted before it is transcoded:
      // its source object goes with it.
      await uploadAcross('8107', bytes, 16 * 1024, 2);
      const doomed = await two.post('/api/v1/media/configure_to_clips/', { upload_id: '8107', caption: 'gone' });
      expect(doomed.statusCode, doomed.body).toBe(200);
      expect(await bucketKeys('transcode-sources')).toHaveLength(2);
      expect((await one.post(`/api/v1/media/${doomed.json().media.pk}/delete/`)).statusCode).toBe(200);
      expect(await bucketKeys('transcode-sources')).toHaveLength(1);

      const worker = createTranscodeWorker({ db: server.deps.db, storage: secondStorage, tools: location.tools });
      worker.start();
      await worker.idle();
      await worker.stop();
      const ready = (await one.get(`/api/v1/media/${pk}/info/`)).json().items[0];
      expect(ready.video_processing).toBeUndefined();
      const video = await one.get(ready.video_versions[0].url);
      expect(video.statusCode).toBe(200);
      expect(video.rawPayload.length).toBeGreaterThan(0);
      // The source went when the job was done; nothing in either folder.
      expect(await bucketKeys('transcode-sources')).toEqual([]);
      expect(await bucketKeys('uploads')).toEqual([]);
      for (const dataDir of [server.deps.config.dataDir, secondDataDir]) expect(folderFiles(dataDir)).toEqual([]);
    },
  );
});
