import sharp from 'sharp';
import type { DecodedImage } from '../media/image-pipeline.js';

let noiseTile: Promise<Buffer> | null = null;

/** A 256 px tile of faint grey noise, so generated pictures have a little film grain. */
function grainTile(): Promise<Buffer> {
  noiseTile ??= (() => {
    const pixels = Buffer.alloc(256 * 256 * 4);
    let state = 12345;
    for (let i = 0; i < pixels.length; i += 4) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const value = state % 256;
      pixels[i] = value;
      pixels[i + 1] = value;
      pixels[i + 2] = value;
      pixels[i + 3] = 18;
    }
    return sharp(pixels, { raw: { width: 256, height: 256, channels: 4 } })
      .png()
      .toBuffer();
  })();
  return noiseTile;
}

/** Renders generated SVG to decoded pixels, with grain. */
export async function renderSvg(svg: string, options: { grain: boolean }): Promise<DecodedImage> {
  let image = sharp(Buffer.from(svg));
  if (options.grain) image = image.composite([{ input: await grainTile(), tile: true, blend: 'over' }]);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
