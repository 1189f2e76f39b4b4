import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../test-support/direct-kit.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { type TestClient } from '../test-support/test-client.js';
import { uploadAll } from '../test-support/upload-test-kit.js';
import { createS3Storage } from './s3-storage.js';

// A server on a bucket (docs/operating.md#where-files-are-stored), on both databases: what it
// makes of a published photo goes to the bucket and is served from it, the media folder holds
// nothing, and deleting the post removes its objects.

let s3: TestS3Server;
let server: TestServer;
let owner: TestClient;
const bucketKeys = async (prefix: string) => {
  const keys: string[] = [];
  for await (const item of createS3Storage(s3.settings).list(prefix)) keys.push(item.key);
  return keys;
};

beforeAll(async () => {
  s3 = await startTestS3Server([`lumen-app-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  owner = (await person(server, 'bucketowner')).client;
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('a server whose files are in a bucket', () => {
  it('stores a published photo there, serves it from there, and removes it with the post', async () => {
    expect(server.deps.storage.kind).toBe('s3');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    await uploadAll(owner, '7101', photo);
    const published = await owner.post('/api/v1/media/configure/', { upload_id: '7101', caption: 'in a bucket' });
    expect(published.statusCode, published.body).toBe(200);
    const { media } = published.json();
    const url: string = media.image_versions2.candidates[0].url;
    const key = url.replace(/^.*\/media\//, '');

    const served = await owner.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await createS3Storage(s3.settings).read(key);
    expect(Buffer.compare(served.rawPayload, stored!)).toBe(0);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    // Nothing of it in the media folder this server would otherwise use.
    const folder = path.join(server.deps.config.dataDir, 'media');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }) : []).toEqual([]);

    const prefix = key.slice(0, key.lastIndexOf('/'));
    expect((await bucketKeys(prefix)).length).toBeGreaterThan(0);
    expect((await owner.post(`/api/v1/media/${media.pk}/delete/`)).statusCode).toBe(200);
    await expect.poll(() => bucketKeys(prefix), { timeout: 10_000 }).toEqual([]);
    expect((await owner.get(url)).statusCode).toBe(404);
  });
});
