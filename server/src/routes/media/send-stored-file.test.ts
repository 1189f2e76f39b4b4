import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../media/s3-storage.js';
import { createLocalDiskStorage, type MediaStorage } from '../../media/storage.js';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { requestedRange, sendStoredFile } from './send-stored-file.js';

// Serving a stored file the way a static file server does, from either storage: validators and
// 304, byte ranges for video players, HEAD (docs/behaviour/media.md#who-may-fetch-a-file).

describe('the Range header', () => {
  it('asks for one range, the end, or the whole file', () => {
    expect(requestedRange(undefined, 100)).toBe('whole');
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
    // Several ranges, or another unit: the whole file, as a server may answer.
    expect(requestedRange('bytes=0-1,5-6', 100)).toBe('whole');
    expect(requestedRange('items=0-1', 100)).toBe('whole');
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-send-'));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server(['lumen-send']);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.each([
  ['local folder', () => createLocalDiskStorage(fs.mkdtempSync(path.join(work, 'media-')))],
  ['S3 bucket', () => createS3Storage(s3.settings)],
] as [string, () => MediaStorage][])('a stored file served from the %s', (_name, create) => {
  let app: FastifyInstance;
  const bytes = randomBytes(4096);
  const key = `v${Date.now()}/720.mp4`;

  beforeAll(async () => {
    const storage = create();
    await storage.put(key, bytes);
    app = Fastify();
    // GET and HEAD declared, as /media/ does (media-routes.ts).
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/media/*',
      handler: async (request, reply) => {
        const sent = await sendStoredFile(request, reply, storage, request.params['*'], 'private, no-cache');
        return sent ? reply : reply.code(404).send({ missing: true });
      },
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('sends the whole file with its type, size, validators and cache policy', async () => {
    const answer = await app.inject({ url: `/media/${key}` });
    expect(answer.statusCode).toBe(200);
    expect(Buffer.compare(answer.rawPayload, bytes)).toBe(0);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['content-length']).toBe('4096');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers.etag).toMatch(/"/);
    expect(answer.headers['last-modified']).toMatch(/GMT$/);
  });

  it('answers 304 to a browser whose copy is current, by tag or by date', async () => {
    const first = await app.inject({ url: `/media/${key}` });
    const byTag = await app.inject({ url: `/media/${key}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('private, no-cache');
    const byDate = await app.inject({
      url: `/media/${key}`,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await app.inject({ url: `/media/${key}`, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends one byte range, and says 416 for a range past the end', async () => {
    const part = await app.inject({ url: `/media/${key}`, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/4096');
    expect(part.headers['content-length']).toBe('1000');
    expect(Buffer.compare(part.rawPayload, bytes.subarray(1000, 2000))).toBe(0);
    const past = await app.inject({ url: `/media/${key}`, headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await app.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe('4096');
    expect(answer.rawPayload.length).toBe(0);
  });

  it('leaves a missing file to the caller, with none of a file’s headers', async () => {
    const answer = await app.inject({ url: `/media/v0/missing.mp4` });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
  });
});
