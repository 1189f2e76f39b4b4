import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../test-support/media-fixtures.js';
import { COMPRESS_MIN_BYTES } from './compression.js';

// API JSON is compressed as the client accepts (docs/performance.md#api-answers-are-compressed);
// small answers, clients that accept nothing and files (media, ranges) go out as they are.

const FEED = { doc_id: DOC_IDS.FeedTimeline, variables: JSON.stringify({ variant: 'home', first: 12 }) };
let server: TestServer;
let me: TestClient;
let photoUrl: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'reader');
  const friend = await makeUser(db, 'writer');
  await makeFollow(db, viewer.id, friend.id);
  for (let i = 0; i < 4; i++) await makePost(db, storage, friend.id, Date.now() - i * 60_000, `post number ${i}`);
  const [url] = (await makePostWithOwnFiles(db, storage, friend.id, 'photo')).urls;
  if (!url) throw new Error('no file');
  photoUrl = url;
  me = new TestClient(server.app);
  await me.login('reader', 'password1');
});
afterAll(() => server?.close());

const feedWith = (acceptEncoding?: string) =>
  me.post('/web/wwwgraphql/ig/query/', FEED, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

describe('API JSON compression', () => {
  it('answers a feed page in brotli to a client that accepts it, decoding to the same JSON', async () => {
    const plain = await feedWith();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const encoded = await feedWith('gzip, deflate, br, zstd');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(String(encoded.headers.vary)).toMatch(/accept-encoding/i);
    expect(encoded.headers['content-type']).toBe(plain.headers['content-type']);
    expect(encoded.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const decoded = JSON.parse(zlib.brotliDecompressSync(encoded.rawPayload).toString('utf8'));
    expect(decoded).toEqual(plain.json());
  });

  it('answers in gzip to a client that accepts only gzip, or weighs it higher', async () => {
    const plain = await feedWith();
    for (const header of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.2']) {
      const encoded = await feedWith(header);
      expect(encoded.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(encoded.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('answers plainly to a client that accepts neither, saying it varies on Accept-Encoding', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await feedWith(header);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.json().data.feed_timeline.edges.length).toBeGreaterThan(0);
    }
  });

  it('leaves a small JSON answer plain', async () => {
    const response = await me.get('/api/v1/web/ping/', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('leaves media files and their ranges as they are', async () => {
    const whole = await me.get(photoUrl);
    const range = await me.get(photoUrl, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const full = await me.get(photoUrl, { 'accept-encoding': 'br, gzip' });
    expect(full.headers['content-encoding']).toBeUndefined();
    expect(full.rawPayload).toEqual(whole.rawPayload);
  });
});
