import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { createS3Storage, s3Client } from './s3-storage.js';
import { createLocalDiskStorage, type MediaStorage } from './storage.js';

// One suite, both backends (docs/operating.md#where-files-are-stored): what the server relies on
// from its storage must hold the same on the local folder and on a real S3 protocol server.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-storage-'));
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startTestS3Server(['lumen-media']);
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function keysOf(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

const backends: [string, () => MediaStorage][] = [
  ['local folder', () => createLocalDiskStorage(fs.mkdtempSync(path.join(work, 'media-')))],
  ['S3 bucket', () => createS3Storage(s3.settings)],
];

describe.each(backends)('stored files on the %s', (_name, create) => {
  let storage: MediaStorage;
  let run = 0;
  // Each test writes under its own folder, so the tests of one backend never see each other's files.
  const folder = () => `t${process.pid}-${run}`;
  beforeAll(() => {
    storage = create();
  });
  beforeAll(() => {
    run = Date.now();
  });

  it('reads back exactly the bytes written, and nothing for a key never written', async () => {
    const bytes = randomBytes(70_000);
    await storage.put(`${folder()}/a/1080.webp`, bytes);
    expect(Buffer.compare((await storage.read(`${folder()}/a/1080.webp`))!, bytes)).toBe(0);
    expect(await storage.has(`${folder()}/a/1080.webp`)).toBe(true);
    expect((await storage.stat(`${folder()}/a/1080.webp`))?.size).toBe(bytes.length);
    expect(await storage.read(`${folder()}/a/missing.webp`)).toBeNull();
    expect(await storage.has(`${folder()}/a/missing.webp`)).toBe(false);
    expect(await storage.stat(`${folder()}/a/missing.webp`)).toBeNull();
    expect(await storage.stream(`${folder()}/a/missing.webp`)).toBeNull();
  });

  it('replaces a file whole when it is written again', async () => {
    await storage.put(`${folder()}/b/poster.jpg`, Buffer.alloc(5000, 1));
    await storage.put(`${folder()}/b/poster.jpg`, Buffer.from('short'));
    expect((await storage.read(`${folder()}/b/poster.jpg`))?.toString()).toBe('short');
    expect((await storage.stat(`${folder()}/b/poster.jpg`))?.size).toBe(5);
  });

  it('stores a file streamed from the disk byte for byte (no checksum framing in the object)', async () => {
    const source = path.join(work, `video-${Math.random()}.mp4`);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    fs.writeFileSync(source, bytes);
    await storage.putFile(`${folder()}/v/720.mp4`, source);
    const stored = await storage.read(`${folder()}/v/720.mp4`);
    expect(stored?.length).toBe(bytes.length);
    expect(Buffer.compare(stored!, bytes)).toBe(0);
  });

  it('streams a whole file and any byte range of it', async () => {
    const bytes = randomBytes(10_000);
    await storage.put(`${folder()}/r/clip.mp4`, bytes);
    expect(Buffer.compare(await bytesOf(await storage.stream(`${folder()}/r/clip.mp4`)), bytes)).toBe(0);
    const middle = await bytesOf(await storage.stream(`${folder()}/r/clip.mp4`, { start: 100, end: 1099 }));
    expect(Buffer.compare(middle, bytes.subarray(100, 1100))).toBe(0);
    const last = await bytesOf(await storage.stream(`${folder()}/r/clip.mp4`, { start: 9999, end: 9999 }));
    expect([...last]).toEqual([bytes[9999]]);
  });

  it('gives a validator and the time of writing', async () => {
    const before = Date.now() - 2000;
    await storage.put(`${folder()}/e/1.webp`, Buffer.from('one'));
    const info = await storage.stat(`${folder()}/e/1.webp`);
    expect(info?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(info!.lastModified.getTime()).toBeGreaterThan(before);
  });

  it('lists and removes a folder by its prefix, never a sibling that starts alike', async () => {
    await storage.put(`${folder()}/m/ab/1.webp`, Buffer.from('1'));
    await storage.put(`${folder()}/m/ab/hls/720/seg0.ts`, Buffer.from('22'));
    await storage.put(`${folder()}/m/abc/1.webp`, Buffer.from('333'));
    expect(await keysOf(storage, `${folder()}/m/ab`)).toEqual([
      `${folder()}/m/ab/1.webp`,
      `${folder()}/m/ab/hls/720/seg0.ts`,
    ]);
    expect(await keysOf(storage, `${folder()}/m/ab/1.webp`)).toEqual([`${folder()}/m/ab/1.webp`]);
    const everything = await keysOf(storage, '');
    expect(everything).toEqual(expect.arrayContaining([`${folder()}/m/abc/1.webp`, `${folder()}/m/ab/1.webp`]));

    await storage.removePrefix(`${folder()}/m/ab`);
    expect(await keysOf(storage, `${folder()}/m/ab`)).toEqual([]);
    expect(await storage.read(`${folder()}/m/abc/1.webp`)).toEqual(Buffer.from('333'));
    // Removing what is already gone is not an error (a retried delete).
    await storage.removePrefix(`${folder()}/m/ab`);
  });

  it('refuses a key that is not a plain relative path', async () => {
    for (const key of ['../x.webp', '/x.webp', 'a//b.webp', 'a\\b.webp', 'a/./b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Not a storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Not a storage key/);
    }
    await expect(storage.removePrefix('')).rejects.toThrow(/Not a storage key/);
  });
});

describe('a bucket that cannot be used', () => {
  it('is said at start, naming the setting at fault', async () => {
    await expect(createS3Storage(s3.bucket('no-such-bucket')).check()).rejects.toThrow(/does not exist \(S3_BUCKET\)/);
    await expect(createS3Storage({ ...s3.settings, accessKeyId: 'NOBODY' }).check()).rejects.toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    await expect(createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }).check()).rejects.toThrow(
      /could not be reached \(S3_ENDPOINT http:\/\/127\.0\.0\.1:9\)/,
    );
    await expect(createS3Storage(s3.settings).check()).resolves.toBeUndefined();
  });
});

describe('a file put in a bucket', () => {
  it('is sent again from the file when a try fails after its stream went (the SDK cannot send it twice)', async () => {
    const source = path.join(work, 'again.mp4');
    const bytes = randomBytes(256 * 1024);
    fs.writeFileSync(source, bytes);
    const client = s3Client(s3.settings);
    let drops = 1;
    // Outside the SDK's own retries: the answer is lost after the body was sent, once.
    client.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        if (drops > 0 && (args.input as { Key?: string }).Key === 'again/720.mp4') {
          drops -= 1;
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        }
        return result;
      },
      { step: 'initialize', name: 'dropOneAnswer' },
    );
    const storage = createS3Storage(s3.settings, client);
    await storage.putFile('again/720.mp4', source);
    expect(drops).toBe(0);
    expect((await storage.read('again/720.mp4'))?.equals(bytes)).toBe(true);
  });
});
