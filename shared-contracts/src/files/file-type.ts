// A file's kind from its magic bytes, as one rule: the server sniffs every upload with it, and
// Create sniffs the chosen file with it before uploading, so both tell files apart the same way
// (docs/behaviour/creation.md#choosing-a-file).

/** What a file's first bytes say it is (never its name or the type the client claimed). */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'avif' | 'mp4' | 'mov' | 'webm' | 'unknown';

/** Bytes needed to tell every type above apart. */
export const SNIFF_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Recognises the image and video containers creation meets, from the magic bytes. */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 6 && ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO base media: the major brand says which kind (HEIC photos share the container with MP4).
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return 'heif';
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (brand === 'qt  ') return 'mov';
    return 'mp4';
  }
  // Old QuickTime files may start with another atom (wide, mdat, moov) instead of ftyp.
  if (bytes.length >= 8 && ['wide', 'mdat', 'moov', 'free', 'skip'].includes(ascii(bytes, 4, 8))) return 'mov';
  return 'unknown';
}

/** Whether a sniffed type is a video container creation accepts (MP4, MOV, WebM). */
export function isAcceptedVideo(type: SniffedType): boolean {
  return type === 'mp4' || type === 'mov' || type === 'webm';
}

/** Whether a sniffed type is some image (accepted or not). */
export function isImage(type: SniffedType): boolean {
  return type === 'jpeg' || type === 'png' || type === 'gif' || type === 'webp' || type === 'heif' || type === 'avif';
}
