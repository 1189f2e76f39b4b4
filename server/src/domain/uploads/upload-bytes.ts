import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import type { UploadRecord } from './upload-store.js';
import { removeUploadFile, uploadFilePath } from './upload-files.js';
import { isBucketHolder, readUploadParts, uploadPartsPrefix, writeUploadPartsTo } from './upload-parts.js';

/** Where uploads are kept: this instance's data folder, or the bucket when the server runs on one. */
export interface UploadPlace {
  db: Kysely<DB>;
  dataDir: string;
  storage: MediaStorage;
}

/** A complete upload's bytes, wherever they are, for publishing them. */
export interface UploadBytes {
  /** The whole file (photos). */
  read(): Promise<Buffer>;
  /**
   * Runs `use` with the file on this machine's disk (ffprobe and ffmpeg need one): the upload's own
   * file in the data folder, or a temporary copy of its parts, removed when `use` is done.
   */
  withFile<T>(use: (file: string) => Promise<T>): Promise<T>;
  /** Removes the bytes (once published). */
  remove(): Promise<void>;
}

/** Removes an upload's bytes, wherever they are (its row is the caller's). */
export async function removeUploadBytes(place: UploadPlace, upload: Pick<UploadRecord, 'owner_id' | 'entity_name'>) {
  await removeUploadFile(uploadFilePath(place.dataDir, upload.owner_id, upload.entity_name));
  if (place.storage.kind === 's3')
    await place.storage.removePrefix(uploadPartsPrefix(upload.owner_id, upload.entity_name));
}

/** The bytes of a complete upload: its row's holder says where they are. */
export function uploadBytes(place: UploadPlace, upload: UploadRecord): UploadBytes {
  const remove = () => removeUploadBytes(place, upload);
  if (!isBucketHolder(upload.holder_instance)) {
    const file = uploadFilePath(place.dataDir, upload.owner_id, upload.entity_name);
    return { read: () => fs.readFile(file), withFile: (use) => use(file), remove };
  }
  return {
    read: () => readUploadParts(place.db, place.storage, upload),
    async withFile(use) {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-upload-'));
      try {
        const file = path.join(folder, 'upload');
        await writeUploadPartsTo(place.db, place.storage, upload, file);
        return await use(file);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
    remove,
  };
}
