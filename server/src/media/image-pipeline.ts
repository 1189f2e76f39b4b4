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

/**
 * Decodes an uploaded file: the real type comes from its bytes (never its name), only allowed
 * decoders run, the pixel count is checked from the header before any pixel is decoded (our own
 * header reader, then libvips' with `limitInputPixels`), truncated data fails, and the result is
 * turned upright by its EXIF orientation. Metadata does not survive into the pixels.
 */
export async function decodeUpload(input: Buffer, allowedFormats: readonly string[]): Promise<DecodedImage> {
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
  try {
    // failOn 'error' also fails on truncated data ("premature end"), which libjpeg only warns about.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
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
 * Encodes WebP renditions at the given widths (capped at 1080 and at the source width) and the
 * preview data. `square` centre-crops to 1:1 first. `effort` trades encode time for bytes.
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
  const targets = [...new Set(options.widths.map((w) => Math.min(w, width, IMAGE_WIDTH_CAP)))];
  const webp = { quality: 80, effort: options.effort ?? 4 };
  const renditions = await Promise.all(
    targets.map(async (targetWidth) => {
      const out = await base.clone().resize({ width: targetWidth }).webp(webp).toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
  return { width, height, renditions, preview: await buildPreview(base) };
}

/** Decodes an upload and encodes its renditions in one step. */
export async function processImage(
  input: Buffer,
  options: { allowedFormats: readonly string[]; widths: readonly number[]; square?: boolean },
): Promise<ProcessedImage> {
  return encodeRenditions(await decodeUpload(input, options.allowedFormats), options);
}
