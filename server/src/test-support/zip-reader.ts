import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';

/** One entry of a ZIP archive, read back: its name and its bytes. */
export interface ReadZipEntry {
  name: string;
  data: Buffer;
}

/**
 * Reads a whole ZIP archive through its central directory, inflating or copying each entry and
 * checking its CRC and sizes, so tests see what any unzip tool would (throws on a bad archive).
 */
export function readZip(archive: Buffer): ReadZipEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const entries: ReadZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const localName = archive.toString('utf8', localAt + 30, localAt + 30 + archive.readUInt16LE(localAt + 26));
    if (localName !== name) throw new Error(`names differ: ${localName} / ${name}`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const raw = archive.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw);
    if (data.length !== size) throw new Error(`size of ${name}: ${data.length} != ${size}`);
    if (zlib.crc32(data) >>> 0 !== crc) throw new Error(`CRC of ${name}`);
    entries.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** `unzip -t` of an archive file: true when it tests clean, null when unzip is not installed. */
export function unzipTestsClean(file: string): boolean | null {
  try {
    execFileSync('unzip', ['-tq', file], { stdio: 'pipe' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return false;
  }
}
