import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { prefixInUse } from '../media/stored-file-prefixes.js';

/**
 * Deletes the files of direct photos that no message holds any more, after their messages were
 * deleted (unsend, expiry): a forward holds the same files as its original, so they go with the
 * last message holding them (docs/behaviour/direct.md#photos). A file left behind by a crash
 * between the two is never served: a file no row owns answers 404 to everyone
 * (docs/behaviour/media.md#who-may-fetch-a-file).
 */
export async function deleteUnheldPhotoFiles(
  db: Kysely<DB>,
  storage: MediaStorage,
  imageKeys: ReadonlyArray<string | null>,
): Promise<void> {
  for (const prefix of new Set(imageKeys)) {
    if (prefix && !(await prefixInUse(db, prefix))) await storage.removePrefix(prefix);
  }
}
