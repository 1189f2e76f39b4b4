import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../../media/storage.js';

// A queued video's source (docs/behaviour/media.md#video-processing). On the local folder it waits
// in this instance's data folder, and its job names the file. On a bucket it waits as an object,
// and its job names the object (`storage:` and the key), so the worker of any instance can take
// the job (docs/behaviour/creation.md#uploads-across-instances).

/** How a job's `source_file` names an object in the storage rather than a file on disk. */
const OBJECT_MARK = 'storage:';

/** Where queued sources wait on the local folder (beside the uploads, never served). */
export function transcodeSourcesDir(dataDir: string): string {
  return path.join(dataDir, 'transcode-sources');
}

/** The object a source waits in on a bucket (no row owns it, so it is never served). */
export function transcodeSourceKey(prefix: string): string {
  return `transcode-sources/${prefix.replace(/^m\//, '')}.src`;
}

/** The storage key a job's source names, or null when it names a file on disk. */
export function sourceObjectKey(sourceFile: string): string | null {
  return sourceFile.startsWith(OBJECT_MARK) ? sourceFile.slice(OBJECT_MARK.length) : null;
}

/** A source kept for its job, and how to take it back if the job is not recorded. */
export interface KeptSource {
  /** What the job records as its `source_file`. */
  sourceFile: string;
  /** Undoes the keeping, so a corrected retry still finds the upload's bytes. */
  restore(): Promise<void>;
}

/**
 * Keeps an upload's checked file for its job: moved into the data folder's sources, or copied into
 * the bucket when the server runs on one (the file, a temporary copy, goes with the request).
 */
export async function keepSource(
  storage: MediaStorage | undefined,
  dataDir: string,
  prefix: string,
  file: string,
): Promise<KeptSource> {
  if (storage?.kind === 's3') {
    const key = transcodeSourceKey(prefix);
    await storage.putFile(key, file);
    return { sourceFile: `${OBJECT_MARK}${key}`, restore: () => storage.removePrefix(key) };
  }
  const dir = transcodeSourcesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const kept = path.join(dir, `${prefix.slice(2)}.src`);
  await fs.rename(file, kept);
  return { sourceFile: kept, restore: () => fs.rename(kept, file).catch(() => undefined) };
}

/** Removes a job's source, a file or an object; a missing one is fine. */
export async function removeTranscodeSource(storage: MediaStorage, sourceFile: string): Promise<void> {
  const key = sourceObjectKey(sourceFile);
  if (key) await storage.removePrefix(key);
  else await fs.rm(sourceFile, { force: true });
}

/**
 * Runs `use` with the job's source as a file on this machine: the file itself, or a temporary copy
 * of the object, removed when `use` is done.
 */
export async function withSourceFile<T>(
  storage: MediaStorage,
  sourceFile: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const key = sourceObjectKey(sourceFile);
  if (!key) return use(sourceFile);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-transcode-'));
  try {
    const stream = await storage.stream(key);
    if (!stream) throw new Error(`The video's source is missing from the storage: ${key}`);
    const file = path.join(folder, 'source');
    await pipeline(stream, createWriteStream(file));
    return await use(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
