import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where partial uploads are kept until they are published (never served). */
export function uploadFilePath(dataDir: string, ownerId: number, entityName: string): string {
  return path.join(dataDir, 'uploads', String(ownerId), `${entityFileName(entityName)}.part`);
}

/** An entity name as a file or folder name (the name is the client's: never used as a path itself). */
export function entityFileName(entityName: string): string {
  return crypto.createHash('sha256').update(entityName).digest('hex').slice(0, 32);
}

/** The folder holding every user's partial uploads. */
export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Makes a folder's entries (a file just created, a folder just made) survive a crash: on Linux a
 * new name is only durable once its folder is synced. Systems that cannot open a folder for
 * syncing (Windows) skip it.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(dir, 'r');
  } catch (error) {
    if (isCode(error, 'EISDIR', 'EPERM', 'EACCES')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!isCode(error, 'EINVAL', 'EBADF', 'EPERM')) throw error;
  } finally {
    await handle.close();
  }
}

/** Creates a folder and its missing parents, syncing each parent that gained an entry. */
async function makeDirectoryDurably(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true });
  if (first === undefined) return;
  // Every folder from the first one made down to `dir` is new: sync the parent of each.
  for (let made = dir; ; made = path.dirname(made)) {
    await syncDirectory(path.dirname(made));
    if (made === first || path.dirname(made) === made) break;
  }
}

/** Bytes gathered before one write call (chunks arrive in tens of kilobytes). */
const WRITE_BATCH_BYTES = 1024 * 1024;
/**
 * Bytes written between early syncs while a slice arrives: the disk works while the rest is
 * still on its way, and the sync at the end has little left to do.
 */
const EARLY_SYNC_BYTES = 2 * 1024 * 1024;

/**
 * Writes a slice of `length` bytes at an offset as its chunks arrive and makes it durable before
 * returning: the file is cut at the slice's end (bytes of an earlier attempt that were never
 * recorded go), synced, and on the first slice its folder is synced too. Only then may the caller
 * record the new offset (docs/behaviour/creation.md#upload-protocol). While the bytes arrive the
 * file is synced every few megabytes as well; the sync at the end is still the one that counts.
 * When the chunks fail (the body is cut off) or a write fails, the file is cut back to `offset`
 * (best effort) and the error is thrown: nothing past the recorded offset is claimed.
 */
export async function writeSlice(
  file: string,
  offset: number,
  data: Buffer | { length: number; chunks(): AsyncIterable<Buffer> },
): Promise<void> {
  const dir = path.dirname(file);
  await makeDirectoryDurably(dir);
  const handle = await fs.open(file, offset === 0 ? 'w' : 'r+');
  let earlySync: Promise<void> | null = null;
  try {
    let position = offset;
    let batch: Buffer[] = [];
    let batched = 0;
    let unsynced = 0;
    const flush = async () => {
      if (batched === 0) return;
      const chunks = batch;
      const size = batched;
      batch = [];
      batched = 0;
      await handle.writev(chunks, position);
      position += size;
      unsynced += size;
    };
    const source = Buffer.isBuffer(data) ? [data] : data.chunks();
    for await (const chunk of source) {
      batch.push(chunk);
      batched += chunk.length;
      if (batched < WRITE_BATCH_BYTES) continue;
      await flush();
      if (unsynced >= EARLY_SYNC_BYTES) {
        // One early sync at a time; its failure surfaces below.
        await earlySync;
        earlySync = handle.sync();
        earlySync.catch(() => undefined);
        unsynced = 0;
      }
    }
    await flush();
    await earlySync;
    earlySync = null;
    await handle.truncate(position);
    await handle.sync();
  } catch (error) {
    await earlySync?.catch(() => undefined);
    await handle.truncate(offset).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
  if (offset === 0) await syncDirectory(dir);
}

/** The size of an upload's file, or null when there is none. */
export async function uploadFileSize(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).size;
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/** Cuts an upload's file back to the bytes its row records, durably. */
export async function truncateUploadFile(file: string, size: number): Promise<void> {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.truncate(size);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes an upload's file; missing files are fine. */
export async function removeUploadFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

/** Whether an error is a missing file or folder. */
export function isMissingFile(error: unknown): boolean {
  return isCode(error, 'ENOENT');
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '');
}
