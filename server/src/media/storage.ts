import fs from 'node:fs/promises';
import path from 'node:path';

/** Where processed media live. Keys are relative paths like `m/ab12/1080.webp`. */
export interface MediaStorage {
  /** Writes a file atomically (temporary name, then rename). */
  put(key: string, data: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Reads a file, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** Removes every file under a key prefix (used to undo a failed publish). */
  removePrefix(prefix: string): Promise<void>;
  /** Absolute folder served at /media/. */
  readonly root: string;
}

function safeJoin(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes the media root: ${key}`);
  return full;
}

/** Media on the local disk under `root`. */
export function createLocalDiskStorage(root: string): MediaStorage {
  const absoluteRoot = path.resolve(root);
  return {
    root: absoluteRoot,
    async put(key, data) {
      const target = safeJoin(absoluteRoot, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async has(key) {
      try {
        await fs.access(safeJoin(absoluteRoot, key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(safeJoin(absoluteRoot, key));
      } catch {
        return null;
      }
    },
    async removePrefix(prefix) {
      await fs.rm(safeJoin(absoluteRoot, prefix), { recursive: true, force: true });
    },
  };
}
