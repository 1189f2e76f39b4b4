import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip, unzipTestsClean } from '../../test-support/zip-reader.js';
import { ZipWriter } from './zip-writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-zip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ZipWriter', () => {
  it('writes an archive that unzip tests clean and that reads back byte for byte', async () => {
    const media = path.join(dir, 'photo.bin');
    // Random bytes over several read chunks, so the streamed CRC is carried across chunks.
    const mediaBytes = crypto.randomBytes(700 * 1024);
    fs.writeFileSync(media, mediaBytes);
    const json = Buffer.from(JSON.stringify({ caption: '秋天的咖啡 ☕', n: [1, 2, 3] }));
    const file = path.join(dir, 'out.zip');
    const zip = await ZipWriter.create(file, new Date(2024, 4, 1, 12, 30, 10));
    await zip.addBuffer('README.txt', Buffer.from('hello\n'));
    await zip.addBuffer('posts/说明.json', json);
    expect(await zip.addFile('media/posts/a.webp', media)).toBe(mediaBytes.length);
    await zip.addBuffer('empty.json', Buffer.alloc(0));
    const size = await zip.finish();

    const archive = fs.readFileSync(file);
    expect(archive.length).toBe(size);
    expect(unzipTestsClean(file)).not.toBe(false);
    const entries = readZip(archive);
    expect(entries.map((e) => e.name)).toEqual(['README.txt', 'posts/说明.json', 'media/posts/a.webp', 'empty.json']);
    expect(entries[1]!.data.equals(json)).toBe(true);
    expect(entries[2]!.data.equals(mediaBytes)).toBe(true);
    expect(entries[3]!.data.length).toBe(0);
  });

  it('an archive with no entries is still a valid (empty) ZIP', async () => {
    const file = path.join(dir, 'empty.zip');
    const zip = await ZipWriter.create(file);
    await zip.finish();
    expect(readZip(fs.readFileSync(file))).toEqual([]);
  });
});
