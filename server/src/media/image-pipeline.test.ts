import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePreviewData } from 'shared-contracts';
import { FIXTURES } from '../test-support/fixtures.js';
import { ImageRejectedError, POST_WIDTHS, processImage } from './image-pipeline.js';

const fixture = (...parts: string[]) => fs.readFileSync(path.join(FIXTURES, ...parts));

describe('processImage', () => {
  it('makes WebP candidates at the post widths, none wider than 1080 or the source', async () => {
    const big = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    const result = await processImage(big, { allowedFormats: ['jpeg'], widths: POST_WIDTHS });
    expect(result.renditions.map((r) => r.width)).toEqual([1080, 640, 320, 150]);
    expect(result.renditions[0]!.height).toBe(810);
    const small = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    expect(
      (await processImage(small, { allowedFormats: ['jpeg'], widths: POST_WIDTHS })).renditions.map((r) => r.width),
    ).toEqual([500, 320, 150]);
  });

  it('produces preview data the client can decode: marker 0, sides at most 42', async () => {
    const image = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const { preview } = await processImage(image, { allowedFormats: ['jpeg'], widths: [320] });
    const decoded = decodePreviewData(preview);
    expect(decoded).toMatchObject({ width: 42, height: 14 });
    expect((await sharp(Buffer.from(decoded!.bytes)).metadata()).format).toBe('webp');
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('turns Landscape_%i upright (wider than tall)', async (orientation) => {
    const result = await processImage(fixture('orientation', `Landscape_${orientation}.jpg`), {
      allowedFormats: ['jpeg'],
      widths: [320],
    });
    expect(result.width).toBeGreaterThan(result.height);
  });

  it.each([1, 6, 8])('turns Portrait_%i upright (taller than wide)', async (orientation) => {
    const result = await processImage(fixture('orientation', `Portrait_${orientation}.jpg`), {
      allowedFormats: ['jpeg'],
      widths: [320],
    });
    expect(result.height).toBeGreaterThan(result.width);
  });

  it('refuses HEIC when only JPEG is allowed, from the bytes not the name', async () => {
    await expect(
      processImage(fixture('heic', 'IMG_5195.HEIC'), { allowedFormats: ['jpeg'], widths: [320] }),
    ).rejects.toMatchObject({
      reason: 'heic_not_supported',
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(processImage(bomb, { allowedFormats: ['png'], widths: [320] })).rejects.toMatchObject({
      reason: 'too_many_pixels',
    });
  });

  it('refuses bytes that are not an image and a corrupted JPEG', async () => {
    await expect(
      processImage(Buffer.from('hello'), { allowedFormats: ['jpeg'], widths: [320] }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(
      processImage(fixture('broken', 'corrupted.jpg'), { allowedFormats: ['jpeg'], widths: [320] }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
