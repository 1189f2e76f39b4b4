/** What a chosen file is, from its first bytes (the name and MIME type can lie or be missing). */
export type FileFormat = 'jpeg' | 'heic' | 'png' | 'gif' | 'webp' | 'mp4' | 'mov' | 'webm' | 'unknown';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);
const MOV_BRANDS = new Set(['qt  ']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Reads the format from a file's first 16 bytes or more. */
export function sniffFormat(bytes: Uint8Array): FileFormat {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (bytes.length >= 6 && ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    // avif is HEIF too, but the question asked here is only "HEIC/HEIF photo or video?"
    if (HEIF_BRANDS.has(brand)) return 'heic';
    return MOV_BRANDS.has(brand) ? 'mov' : 'mp4';
  }
  return 'unknown';
}

/** A HEIC/HEIF photo by its name or type, for files whose bytes cannot be read. */
export function looksLikeHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** Reads the first bytes of a file. */
export async function readHead(file: Blob, length = 64): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}
