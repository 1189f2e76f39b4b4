import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../test-support/direct-kit.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { type TestClient } from '../test-support/test-client.js';
import { countRows, uploadAll } from '../test-support/upload-test-kit.js';

// Object storage going down (docs/operating.md#when-the-storage-is-down), on both databases:
// calls that need it answer 503 storage_unavailable with Retry-After and keep what was
// acknowledged, the rest of the server keeps answering, /healthz says so, and the same publish
// works once the storage is back.

let s3: TestS3Server;
let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  s3 = await startTestS3Server([`lumen-outage-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  owner = (await person(server, 'outageowner')).client;
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('when the object storage is down', () => {
  it('answers 503 to what needs it, keeps the upload, serves the rest, and publishes once it is back', async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a37' } })
      .jpeg()
      .toBuffer();
    // The slices are acknowledged before the storage goes.
    await uploadAll(owner, '7201', photo);
    await s3.pause();
    try {
      const publish = await owner.post('/api/v1/media/configure/', { upload_id: '7201', caption: 'later' });
      expect(publish.statusCode, publish.body).toBe(503);
      expect(publish.json().error_id).toBe('storage_unavailable');
      expect(publish.headers['retry-after']).toBe('30');
      expect(await countRows(server, 'media')).toBe(0);

      const file = await owner.get('/media/default/avatar.svg');
      expect(file.statusCode).toBe(503);
      expect(file.json().error_id).toBe('storage_unavailable');

      // What needs no stored file is still served.
      expect((await owner.get('/api/v1/users/web_profile_info/?username=outageowner')).statusCode).toBe(200);
      const health = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', storage: 's3', storage_error: 'unreachable' });
    } finally {
      await s3.resume();
    }

    const retried = await owner.post('/api/v1/media/configure/', { upload_id: '7201', caption: 'later' });
    expect(retried.statusCode, retried.body).toBe(200);
    const url: string = retried.json().media.image_versions2.candidates[0].url;
    expect((await owner.get(url)).statusCode).toBe(200);
  });
});
