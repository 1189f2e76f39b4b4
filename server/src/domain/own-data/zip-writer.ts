import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/** The plain ZIP format's limits (no ZIP64): 65,535 entries and 4 GiB offsets. */
export const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_OFFSET = 0xffffffff;

/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, names are UTF-8. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
/** Made by Unix (3), ZIP format version 2.0, so unzip applies the file mode below. */
const VERSION_MADE_BY = (3 << 8) | 20;
const VERSION_NEEDED = 20;
/** A regular file, rw-r--r--, in the high half of the external attributes (Unix). */
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;

interface CentralEntry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a moment (local fields, as every unzip tool reads them). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getFullYear(), 1980);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * Writes a ZIP archive to a file, one entry after another, so nothing bigger than a file chunk (or
 * one JSON document) is ever held in memory. Buffers are deflated; files are stored (media are
 * already compressed) and streamed once, with their CRC and sizes in a data descriptor after the
 * data. No ZIP64: callers keep archives under 4 GiB and 65,535 entries (it throws past them).
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private readonly stamp: { time: number; date: number };

  private constructor(
    private readonly handle: FileHandle,
    at: Date,
  ) {
    this.stamp = dosDateTime(at);
  }

  /** Opens (and truncates) the archive file. */
  static async create(file: string, at: Date = new Date()): Promise<ZipWriter> {
    return new ZipWriter(await fs.promises.open(file, 'w'), at);
  }

  /** Bytes written so far (what the archive would weigh if finished now, minus the directory). */
  get bytesWritten(): number {
    return this.offset;
  }

  /** How many entries were added. */
  get entryCount(): number {
    return this.entries.length;
  }

  private async write(data: Buffer): Promise<void> {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written);
      written += bytesWritten;
    }
    this.offset += data.length;
  }

  private startEntry(name: string): Buffer {
    if (this.entries.length >= ZIP_MAX_ENTRIES) throw new Error('Too many entries for a ZIP archive.');
    if (this.offset > ZIP_MAX_OFFSET) throw new Error('ZIP archive over 4 GiB.');
    return Buffer.from(name, 'utf8');
  }

  private localHeader(entry: Omit<CentralEntry, 'offset'>): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4);
    header.writeUInt16LE(entry.flags, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, entry.name]);
  }

  /** Adds an entry from memory, deflated. */
  async addBuffer(name: string, data: Buffer): Promise<void> {
    const encodedName = this.startEntry(name);
    const compressed = await deflateRaw(data);
    const entry = {
      name: encodedName,
      flags: FLAG_UTF8,
      method: METHOD_DEFLATE,
      crc: zlib.crc32(data) >>> 0,
      compressedSize: compressed.length,
      size: data.length,
    };
    const offset = this.offset;
    await this.write(this.localHeader(entry));
    await this.write(compressed);
    this.entries.push({ ...entry, offset });
  }

  /** Adds a file from disk, stored as is, read in chunks. Returns the bytes of its data. */
  addFile(name: string, file: string): Promise<number> {
    return this.addStream(name, fs.createReadStream(file, { highWaterMark: 256 * 1024 }));
  }

  /** Adds a file read from a stream (a stored file, from either storage), as is. Returns the bytes of its data. */
  async addStream(name: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const encodedName = this.startEntry(name);
    const offset = this.offset;
    const flags = FLAG_UTF8 | FLAG_DATA_DESCRIPTOR;
    await this.write(
      this.localHeader({ name: encodedName, flags, method: METHOD_STORE, crc: 0, compressedSize: 0, size: 0 }),
    );
    let crc = 0;
    let size = 0;
    for await (const chunk of source) {
      const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      crc = zlib.crc32(data, crc);
      size += data.length;
      await this.write(data);
    }
    if (size > ZIP_MAX_OFFSET) throw new Error('ZIP entry over 4 GiB.');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({
      name: encodedName,
      flags,
      method: METHOD_STORE,
      crc: crc >>> 0,
      compressedSize: size,
      size,
      offset,
    });
    return size;
  }

  /** Writes the central directory and closes the file. Returns the archive's size in bytes. */
  async finish(): Promise<number> {
    try {
      const directoryOffset = this.offset;
      for (const entry of this.entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(VERSION_MADE_BY, 4);
        header.writeUInt16LE(VERSION_NEEDED, 6);
        header.writeUInt16LE(entry.flags, 8);
        header.writeUInt16LE(entry.method, 10);
        header.writeUInt16LE(this.stamp.time, 12);
        header.writeUInt16LE(this.stamp.date, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.compressedSize, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        // Extra field, comment, disk number and internal attributes stay 0.
        header.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
        header.writeUInt32LE(entry.offset, 42);
        await this.write(Buffer.concat([header, entry.name]));
      }
      if (this.offset > ZIP_MAX_OFFSET) throw new Error('ZIP archive over 4 GiB.');
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(this.entries.length, 8);
      end.writeUInt16LE(this.entries.length, 10);
      end.writeUInt32LE(this.offset - directoryOffset, 12);
      end.writeUInt32LE(directoryOffset, 16);
      await this.write(end);
      await this.handle.sync();
      return this.offset;
    } finally {
      await this.handle.close();
    }
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}
