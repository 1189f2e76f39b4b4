import { create } from 'qrcode';

/** A QR code as one SVG path over a square of `size` modules (plus the quiet zone of 4). */
export interface QrPath {
  size: number;
  d: string;
}

/** The quiet zone around a QR code, in modules (the standard's minimum). */
const QUIET_ZONE = 4;

/**
 * Encodes `text` as a QR code (error correction M) and draws every dark module as a unit square
 * of one path: no canvas, no inner HTML, crisp at any size.
 */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, d: parts.join('') };
}
