import { orientationMatrix, orientationToTransform, orientedSize, type OrientationTransform } from 'shared-contracts';
import { browserAppliesOrientation } from './browser-orientation';
import { readJpegExif, type GpsLocation } from './exif';

/** What reading a photo yields; width and height are of the upright image. */
export interface ImageReadResult {
  dataURL: string;
  width: number;
  height: number;
  orientation: number | null;
  rotationAngle: OrientationTransform['rotation'];
  mirrored: boolean;
  gps: GpsLocation | null;
  flashFired: boolean | null;
}

/** A decoded image that can be drawn on a canvas. */
export type DrawableImage = ImageBitmap | HTMLCanvasElement | HTMLImageElement;

/** The read result plus the upright pixels to draw the post from. */
export interface ReadImage {
  result: ImageReadResult;
  upright: DrawableImage;
}

/** Longest side of the preview data URL (the style step shows it; the post is drawn from `upright`). */
const PREVIEW_MAX_SIDE = 1080;

function sizeOf(image: DrawableImage): { width: number; height: number } {
  if (typeof HTMLImageElement !== 'undefined' && image instanceof HTMLImageElement)
    return { width: image.naturalWidth, height: image.naturalHeight };
  return { width: image.width, height: image.height };
}

/** Decodes a blob as the browser displays it (with its own EXIF handling, if it has one). */
export async function decodeImage(blob: Blob): Promise<DrawableImage> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(blob);
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  // Without a 2D context the photo cannot be read: the file is then refused as not an image.
  if (!context) throw new Error('failed to get context');
  return { canvas, context };
}

/** Draws raw (un-rotated) pixels upright by the orientation table (docs/behaviour/creation.md#photos-orientation). */
function turnUpright(image: DrawableImage, transform: OrientationTransform): HTMLCanvasElement {
  const raw = sizeOf(image);
  const out = orientedSize(raw.width, raw.height, transform);
  const { canvas, context } = canvasOf(out.width, out.height);
  context.setTransform(...orientationMatrix(transform, raw.width, raw.height));
  context.drawImage(image, 0, 0);
  return canvas;
}

function previewDataUrl(image: DrawableImage): string {
  const { width, height } = sizeOf(image);
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(width, height));
  const { canvas, context } = canvasOf(Math.round(width * scale), Math.round(height * scale));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/**
 * Reads a JPEG: EXIF orientation, GPS and flash (only JPEGs are read), and its upright
 * pixels. The orientation table is applied only when the browser's decoder has not already done
 * it, so the pixels are turned exactly once. Rejects when the browser cannot decode the file.
 */
export async function readImage(file: Blob): Promise<ReadImage> {
  const exif = readJpegExif(await file.arrayBuffer());
  const transform = orientationToTransform(exif.orientation);
  const decoded = await decodeImage(file);
  const browserTurns = await browserAppliesOrientation(async (blob) => sizeOf(await decodeImage(blob)));
  const identity = transform.rotation === 0 && !transform.mirrored;
  const upright = browserTurns || identity ? decoded : turnUpright(decoded, transform);
  const { width, height } = sizeOf(upright);
  return {
    result: {
      dataURL: previewDataUrl(upright),
      width,
      height,
      orientation: exif.orientation,
      rotationAngle: transform.rotation,
      mirrored: transform.mirrored,
      gps: exif.gps,
      flashFired: exif.flashFired,
    },
    upright,
  };
}

/** Draws the kept part of an upright image into a new JPEG with a CSS filter applied. */
export async function renderJpeg(
  upright: DrawableImage,
  crop: { x: number; y: number; width: number; height: number },
  out: { width: number; height: number },
  filter: string,
): Promise<Blob> {
  const { canvas, context } = canvasOf(out.width, out.height);
  context.imageSmoothingQuality = 'high';
  context.filter = filter;
  context.drawImage(upright, crop.x, crop.y, crop.width, crop.height, 0, 0, out.width, out.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('failed to encode'))), 'image/jpeg', 0.92),
  );
}
