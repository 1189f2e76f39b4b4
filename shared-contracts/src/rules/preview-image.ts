/** Largest width or height, in px, a preview's dimension byte may state. */
export const PREVIEW_DIMENSION_CAP = 42;

/** A decoded preview: the tiny image's size and its compressed bytes (a whole image file, WebP from the server). */
interface DecodedPreview {
  width: number;
  height: number;
  bytes: Uint8Array;
}

function base64ToBytes(data: string): Uint8Array | null {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Decodes preview data (docs/entities.md#preview-data): ignored (null) when empty, shorter than 3
 * characters, malformed base64, when the first byte is not 0, or when either dimension byte exceeds
 * 42.
 */
export function decodePreviewData(data: string | null | undefined): DecodedPreview | null {
  if (!data || data.length < 3) return null;
  const bytes = base64ToBytes(data);
  if (!bytes || bytes.length < 3) return null;
  const [marker, width, height] = [bytes[0], bytes[1], bytes[2]];
  if (marker !== 0 || width === undefined || height === undefined) return null;
  if (width === 0 || height === 0 || width > PREVIEW_DIMENSION_CAP || height > PREVIEW_DIMENSION_CAP) return null;
  return { width, height, bytes: bytes.subarray(3) };
}

/** Blur radius for a placeholder of a rendered size: the larger of 10 and 7.5% of the mean side. */
export function previewBlurRadius(width: number, height: number): number {
  return Math.max(10, 0.075 * ((width + height) / 2));
}

/** Scale divisor for drawing the placeholder: the larger of 1.5 and 20% of the blur radius. */
export function previewScaleDivisor(blurRadius: number): number {
  return Math.max(1.5, 0.2 * blurRadius);
}

/** The MIME type of compressed image bytes, from their signature. */
function sniffImageType(bytes: Uint8Array): 'image/webp' | 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  return null;
}

/**
 * A data URL of the preview's tiny image, or null when the preview is to be ignored. The 3-byte
 * header is exactly 4 base64 characters, so the image part is the rest of the string as is.
 */
export function previewDataUrl(data: string | null | undefined): string | null {
  const decoded = decodePreviewData(data);
  if (!decoded || !data) return null;
  const type = sniffImageType(decoded.bytes);
  return type ? `data:${type};base64,${data.slice(4)}` : null;
}

/** A placeholder is drawn again once the requested size exceeds the drawn size by this factor. */
export const PREVIEW_REGENERATE_FACTOR = 1.5;

/**
 * Whether a placeholder drawn at one size must be drawn again for a requested size
 * (docs/behaviour/feed.md#how-a-post-is-displayed).
 */
export function shouldRegeneratePreview(
  drawn: { width: number; height: number },
  requested: { width: number; height: number },
): boolean {
  return (
    requested.width > drawn.width * PREVIEW_REGENERATE_FACTOR ||
    requested.height > drawn.height * PREVIEW_REGENERATE_FACTOR
  );
}
