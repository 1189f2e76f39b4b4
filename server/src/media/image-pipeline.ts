import sharp from 'sharp';
import { IMAGE_WIDTH_CAP, PREVIEW_DIMENSION_CAP } from 'shared-contracts';
import { isImage, sniffType } from './file-type.js';
import { readHeaderDimensions } from './image-header.js';

/** Widths produced for posts (never wider than the 1080 cap or the source). */
export const POST_WIDTHS = [1080, 640, 320, 150] as const;
/** Square sizes produced for avatars. */
export const AVATAR_WIDTHS = [320, 150] as const;
/** Images with more pixels than this are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** One encoded rendition. */
export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

/** The result of processing an upload or a generated image. */
export interface ProcessedImage {
  width: number;
  height: number;
  renditions: Rendition[];
  /** Preview data: byte 0 is 0, bytes 1 and 2 the tiny size (at most 42), then a tiny WebP. */
  preview: string;
}

/** Decoded, upright pixels with no metadata left. */
export interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Why the pipeline refused an input. */
export type ImageRejection =
  'not_an_image' | 'type_not_allowed' | 'heic_not_supported' | 'too_many_pixels' | 'unreadable';

/** Input refused by the pipeline (wrong type, HEIC, unreadable or truncated, too many pixels). */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/**
 * Checks what can be checked without a decoder: the real type from the magic bytes (never the
 * name), HEIC/HEIF recognised and refused by name, and the pixel count from the header.
 */
function checkBeforeDecoding(input: Buffer, allowedFormats: readonly string[]): void {
  const sniffed = sniffType(input);
  if (sniffed === 'heif' && !allowedFormats.includes('heif'))
    throw new ImageRejectedError('heic_not_supported', 'HEIC/HEIF photos are not supported; choose a JPEG.');
  if (!isImage(sniffed)) throw new ImageRejectedError('not_an_image', 'The file is not an image.');
  if (!allowedFormats.includes(sniffed))
    throw new ImageRejectedError('type_not_allowed', `Images of type ${sniffed} are not allowed.`);
  const header = readHeaderDimensions(input);
  if (header && header.width * header.height > MAX_INPUT_PIXELS)
    throw new ImageRejectedError('too_many_pixels', 'The image has too many pixels.');
}

/** Post renditions fit in this box: at most 1080 wide and three times that tall. */
export const POST_RENDITION_BOX = { width: IMAGE_WIDTH_CAP, height: 3 * IMAGE_WIDTH_CAP } as const;

/** What the renditions of an upload need: a box to fit in, or a centred square crop of a side. */
export type DecodeTarget = { box: { width: number; height: number } } | { square: number };

/** The size of an image once turned upright by its EXIF orientation (5 to 8 swap the sides). */
export function uprightSize(metadata: Pick<sharp.Metadata, 'width' | 'height' | 'orientation'>) {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The one resize done while decoding: straight to the largest rendition, never to the full source
 * (docs/behaviour/creation.md#processing-cost). libvips then scales a JPEG by 1/2, 1/4 or 1/8 as it
 * decodes (shrink-on-load), so a 49 MP source is never held as 49 MP of pixels. Never enlarges.
 */
export function decodeResize(upright: { width: number; height: number }, target: DecodeTarget): sharp.ResizeOptions {
  if ('square' in target) {
    const side = Math.max(1, Math.min(target.square, upright.width, upright.height));
    return { width: side, height: side, fit: 'cover', position: 'centre', fastShrinkOnLoad: true };
  }
  return {
    width: Math.max(1, Math.min(target.box.width, upright.width)),
    height: target.box.height,
    fit: 'inside',
    withoutEnlargement: true,
    fastShrinkOnLoad: true,
  };
}

/** Pixels decoded from an upload, already at rendition size, and the upright size of the source. */
export interface DecodedUpload extends DecodedImage {
  source: { width: number; height: number };
}

/**
 * Decodes an uploaded file: the real type comes from its bytes (never its name), only allowed
 * decoders run, the pixel count is checked from the header before any pixel is decoded (our own
 * header reader, then libvips' with `limitInputPixels`), truncated data fails, and the result is
 * turned upright by its EXIF orientation. Metadata does not survive into the pixels. Only as many
 * pixels as `target` needs are decoded (see decodeResize).
 */
export async function decodeUpload(
  input: Buffer,
  allowedFormats: readonly string[],
  target: DecodeTarget = { box: POST_RENDITION_BOX },
): Promise<DecodedUpload> {
  checkBeforeDecoding(input, allowedFormats);
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unreadable', 'The image could not be read.');
  }
  if (!metadata.format || !allowedFormats.includes(metadata.format)) {
    throw new ImageRejectedError('type_not_allowed', `Images of type ${metadata.format ?? 'unknown'} are not allowed.`);
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('too_many_pixels', 'The image has too many pixels.');
  }
  const source = uprightSize(metadata);
  try {
    // failOn 'error' also fails on truncated data ("premature end"), which libjpeg only warns about.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(decodeResize(source, target))
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels, source };
  } catch {
    throw new ImageRejectedError('unreadable', 'The image could not be read.');
  }
}

/** Builds the preview data for decoded pixels. */
async function buildPreview(image: sharp.Sharp): Promise<string> {
  const { data, info } = await image
    .clone()
    .resize(PREVIEW_DIMENSION_CAP, PREVIEW_DIMENSION_CAP, { fit: 'inside' })
    .webp({ quality: 30, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return Buffer.concat([Buffer.from([0, info.width, info.height]), data]).toString('base64');
}

/**
 * Encodes WebP renditions at the given widths (capped at 1080 and at the source width, and at
 * three times 1080 tall) and the preview data. `square` centre-crops to 1:1 first. `effort` trades
 * encode time for bytes. Renditions are encoded one after the other from the same pixels: the
 * media job queue, not this function, decides how much runs at once.
 */
export async function encodeRenditions(
  decoded: DecodedImage,
  options: { widths: readonly number[]; square?: boolean; effort?: number },
): Promise<ProcessedImage> {
  let base = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } });
  let { width, height } = decoded;
  if (options.square) {
    const side = Math.min(width, height);
    base = base.extract({
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    });
    width = side;
    height = side;
  }
  // A source taller than the box gets narrower renditions, so none is taller than the box.
  const widest = Math.min(width, IMAGE_WIDTH_CAP, Math.floor((width * POST_RENDITION_BOX.height) / height) || 1);
  const targets = [...new Set(options.widths.map((w) => Math.min(w, widest)))];
  const webp = { quality: 80, effort: options.effort ?? 4 };
  const renditions: Rendition[] = [];
  for (const targetWidth of targets) {
    const out = await base.clone().resize({ width: targetWidth }).webp(webp).toBuffer({ resolveWithObject: true });
    renditions.push({ width: out.info.width, height: out.info.height, data: out.data });
  }
  return { width, height, renditions, preview: await buildPreview(base) };
}

/**
 * Decodes an upload straight to the size of its largest rendition and encodes its renditions.
 * The width and height answered are the upright source's (a square's side for avatars).
 */
export async function processImage(
  input: Buffer,
  options: { allowedFormats: readonly string[]; widths: readonly number[]; square?: boolean },
): Promise<ProcessedImage> {
  const largest = Math.max(...options.widths);
  const target: DecodeTarget = options.square
    ? { square: largest }
    : { box: { width: Math.min(largest, POST_RENDITION_BOX.width), height: POST_RENDITION_BOX.height } };
  const decoded = await decodeUpload(input, options.allowedFormats, target);
  const processed = await encodeRenditions(decoded, options);
  const { source } = decoded;
  const size = options.square
    ? { width: Math.min(source.width, source.height), height: Math.min(source.width, source.height) }
    : source;
  return { ...processed, ...size };
}
