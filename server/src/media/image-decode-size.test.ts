import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pipeline from './image-pipeline.js';
import { AVATAR_WIDTHS, POST_WIDTHS, processImage } from './image-pipeline.js';

// docs/behaviour/creation.md#processing-cost: a 49 MP upload (under the 50 MP cap) is decoded
// straight to its largest rendition, never to 49 MP of pixels.

/** A real 7000×7000 JPEG of a few hundred KB: one colour at quality 1. */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 1 })
    .toBuffer();
});

describe('decoding only what the renditions need', () => {
  it('decodes a 7000×7000 post photo to at most the largest rendition (1080×1080), not 49 MP', async () => {
    const decoded = await pipeline.decodeUpload(bomb, ['jpeg']);
    expect([decoded.width, decoded.height]).toEqual([1080, 1080]);
    expect(decoded.data.length).toBeLessThanOrEqual(1080 * 1080 * 4);
  });

  it('decodes a 7000×7000 avatar to the 320 px square it needs', async () => {
    const decoded = await pipeline.decodeUpload(bomb, ['jpeg'], { square: 320 });
    expect([decoded.width, decoded.height]).toEqual([320, 320]);
  });

  it('asks libvips for one shrink-on-load resize to the rendition box, never an enlargement', () => {
    expect(pipeline.decodeResize({ width: 7000, height: 7000 }, { box: pipeline.POST_RENDITION_BOX })).toEqual({
      width: 1080,
      height: 3240,
      fit: 'inside',
      withoutEnlargement: true,
      fastShrinkOnLoad: true,
    });
    expect(pipeline.decodeResize({ width: 500, height: 400 }, { box: pipeline.POST_RENDITION_BOX })).toMatchObject({
      width: 500,
      withoutEnlargement: true,
    });
    expect(pipeline.decodeResize({ width: 4000, height: 3000 }, { square: 320 })).toEqual({
      width: 320,
      height: 320,
      fit: 'cover',
      position: 'centre',
      fastShrinkOnLoad: true,
    });
    expect(pipeline.decodeResize({ width: 200, height: 100 }, { square: 320 })).toMatchObject({ width: 100 });
  });

  it('still answers the source size and every post width for a 49 MP photo', async () => {
    const result = await processImage(bomb, { allowedFormats: ['jpeg'], widths: POST_WIDTHS });
    expect([result.width, result.height]).toEqual([7000, 7000]);
    expect(result.renditions.map((r) => [r.width, r.height])).toEqual([
      [1080, 1080],
      [640, 640],
      [320, 320],
      [150, 150],
    ]);
    const avatar = await processImage(bomb, { allowedFormats: ['jpeg'], widths: AVATAR_WIDTHS, square: true });
    expect(avatar.renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 320],
      [150, 150],
    ]);
  });

  it('keeps a very tall photo within three widths of height instead of failing', async () => {
    const tall = await sharp({ create: { width: 500, height: 20000, channels: 3, background: '#222' } })
      .jpeg({ quality: 1 })
      .toBuffer();
    const result = await processImage(tall, { allowedFormats: ['jpeg'], widths: POST_WIDTHS });
    expect([result.width, result.height]).toEqual([500, 20000]);
    for (const rendition of result.renditions) expect(rendition.height).toBeLessThanOrEqual(3 * 1080);
    expect(result.renditions[0]).toMatchObject({ width: 81, height: 3240 });
  });
});
