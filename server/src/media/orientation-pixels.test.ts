import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../test-support/fixtures.js';
import { processImage } from './image-pipeline.js';

/** The processed image as 16×16 grey pixels (enough to tell a rotation or a mirror apart). */
async function thumbprint(name: string): Promise<Buffer> {
  const processed = await processImage(fs.readFileSync(path.join(FIXTURES, 'orientation', name)), {
    allowedFormats: ['jpeg'],
    widths: [320],
  });
  const widest = processed.renditions[0];
  if (!widest) throw new Error('no rendition');
  return sharp(widest.data).resize(16, 16, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('every orientation fixture ends upright', () => {
  for (const shape of ['Landscape', 'Portrait']) {
    it.each([0, 2, 3, 4, 5, 6, 7, 8])(`${shape}_%i looks like ${shape}_1 after processing`, async (orientation) => {
      const reference = await thumbprint(`${shape}_1.jpg`);
      const candidate = await thumbprint(`${shape}_${orientation}.jpg`);
      expect(meanDifference(reference, candidate)).toBeLessThan(8);
      // The check can fail: the reference turned half a turn is far from itself.
      const turned = await sharp(reference, { raw: { width: 16, height: 16, channels: 1 } })
        .rotate(180)
        .raw()
        .toBuffer();
      expect(meanDifference(reference, turned)).toBeGreaterThan(8);
    });
  }
});
