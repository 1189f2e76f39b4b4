/** Largest width or height, in px, a preview's dimension byte may state. */
export const PREVIEW_DIMENSION_CAP = 42;

/** A decoded preview: the tiny image's size and its compressed bytes (a complete JPEG). */
export interface DecodedPreview {
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
 * Decodes preview data (spec 3 and 5): ignored (null) when empty, shorter than 3 characters,
 * malformed base64, when the first byte is not 0, or when either dimension byte exceeds 42.
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
