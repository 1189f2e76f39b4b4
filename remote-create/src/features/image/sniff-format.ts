import { sniffType, type SniffedType } from 'shared-contracts/files';

/** What a chosen file is, from its first bytes (the name and MIME type can lie or be missing). */
export type FileFormat = Exclude<SniffedType, 'heif' | 'avif'> | 'heic';

/**
 * Reads the format from a file's first 16 bytes or more, by the shared rule the server applies to
 * uploads; HEIF and AVIF count as 'heic', since the question asked here is only "HEIC/HEIF photo?".
 */
export function sniffFormat(bytes: Uint8Array): FileFormat {
  const type = sniffType(bytes);
  return type === 'heif' || type === 'avif' ? 'heic' : type;
}

/** A HEIC/HEIF photo by its name or type, for files whose bytes cannot be read. */
export function looksLikeHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** Reads the first bytes of a file. */
export async function readHead(file: Blob, length = 64): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}
