import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a stored file is, for serving it: its size, when it was written and a validator. */
export interface StoredFileInfo {
  size: number;
  lastModified: Date;
  /** An entity tag as sent in the ETag header (quoted; `W/` when weak). */
  etag: string;
}

/**
 * The storage did not answer, or answered with a failure of its own (object storage down, a
 * network fault, refused credentials): the call is answered 503 with Retry-After and changes
 * nothing it has not finished (docs/operating.md#when-the-storage-is-down).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Storage unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Bytes `start` to `end` of a file, both included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored files live (docs/operating.md#where-files-are-stored): processed media, avatars,
 * video renditions. Keys are relative paths like `m/ab12/1080.webp`. Two backends behave the same
 * (server/src/media/storage.test.ts runs one suite on both): a local folder, and S3-compatible
 * object storage (s3-storage.ts).
 */
export interface MediaStorage {
  /** `local` or `s3`, for /healthz and the logs. */
  readonly kind: 'local' | 's3';
  /** Resolves when the storage can be used; else fails saying why (naming the setting at fault). */
  check(): Promise<void>;
  /** Writes a file whole: a reader sees the old file or the new one, never a part. */
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a file from a file on this machine's disk, streaming it (videos, archives). */
  putFile(key: string, sourcePath: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Reads a file, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** Size, time and validator of a file, or null when it does not exist. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** A stream of a file, or of one byte range of it; null when it does not exist. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * The file named by the prefix and every file in the folder it names (`m/ab` lists `m/ab/...`,
   * never `m/abc/...`), with sizes; '' lists everything (copying a store, tests).
   */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Removes the file named by the prefix and every file in the folder it names (undoing a failed publish, deleting). */
  removePrefix(prefix: string): Promise<void>;
}

/**
 * A key is a relative path of plain segments: no empty, `.` or `..` segment, no backslash, no
 * leading slash. Checked the same way by both backends, so a key that one refuses the other does too.
 */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix is a key, or a key with one trailing slash. */
export function checkPrefix(prefix: string): string {
  return checkStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Media on the local disk under `root`. */
export function createLocalDiskStorage(root: string): MediaStorage & { readonly root: string } {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => path.join(absoluteRoot, checkStorageKey(key));

  /** Writes through a temporary name and renames, so a reader never sees half a file. */
  async function writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(temporary);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async function statFile(key: string) {
    try {
      const info = await fs.stat(fileOf(key));
      return info.isFile() ? info : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* walk(folder: string): AsyncGenerator<{ key: string; size: number }> {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const key = path.relative(absoluteRoot, full).split(path.sep).join('/');
        yield { key, size: (await fs.stat(full)).size };
      }
    }
  }

  return {
    kind: 'local',
    root: absoluteRoot,
    async check() {
      await fs.mkdir(absoluteRoot, { recursive: true });
      await fs.access(absoluteRoot, fs.constants.W_OK);
    },
    put: (key, data) => writeAtomically(key, (temporary) => fs.writeFile(temporary, data)),
    putFile: (key, sourcePath) => writeAtomically(key, (temporary) => fs.copyFile(sourcePath, temporary)),
    async has(key) {
      return (await statFile(key)) !== null;
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      const info = await statFile(key);
      if (!info) return null;
      // The validator `send` (behind @fastify/static) gave: size and time of writing.
      return {
        size: info.size,
        lastModified: info.mtime,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async stream(key, range) {
      if (!(await statFile(key))) return null;
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async *list(prefix) {
      if (prefix === '') {
        yield* walk(absoluteRoot);
        return;
      }
      const clean = checkPrefix(prefix);
      const info = await statFile(clean);
      if (info) yield { key: clean, size: info.size };
      else yield* walk(fileOf(clean));
    },
    async removePrefix(prefix) {
      await fs.rm(fileOf(checkPrefix(prefix)), { recursive: true, force: true });
    },
  };
}
