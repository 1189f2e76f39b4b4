import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { whereUpload, type UploadRecord } from './upload-store.js';
import { BUCKET_HOLDER, isBucketHolder, PUBLISHING_HOLDER_PREFIX } from './upload-parts.js';

/**
 * How long a publish holds its uploads across instances: far longer than a publish takes (a
 * carousel of ten 30 MB photos), so only a claim left by an instance killed mid-publish runs out.
 */
const PUBLISH_CLAIM_MS = 10 * 60 * 1000;

/** The holder marking a bucket upload as being published until `until` (ordered as text, like the time). */
const publishingUntil = (until: number) => `${PUBLISHING_HOLDER_PREFIX}${String(until).padStart(15, '0')}`;

/**
 * Claims bucket uploads for one publish, across instances (an instance's own claims are in memory,
 * upload-claims.ts): each row's holder goes from the bucket to "publishing until", only if it is
 * still as read, so two instances publishing one upload at once cannot both succeed
 * (docs/behaviour/creation.md#uploads-across-instances). A claim whose time ran out (its instance
 * was killed) may be taken. Uploads in a data folder are left to their instance. Returns the
 * release (the uploads go back to waiting, for a corrected retry), or null when another publish
 * holds one of them: then none is claimed.
 */
export async function claimBucketUploads(
  db: Kysely<DB>,
  uploads: readonly UploadRecord[],
  now: number = Date.now(),
): Promise<(() => Promise<void>) | null> {
  const mark = publishingUntil(now + PUBLISH_CLAIM_MS);
  const claimed: UploadRecord[] = [];
  const release = async () => {
    for (const upload of claimed)
      await db
        .updateTable('uploads')
        .set({ holder_instance: BUCKET_HOLDER })
        .where(whereUpload(upload))
        .where('holder_instance', '=', mark)
        .execute();
  };
  for (const upload of uploads) {
    const holder = upload.holder_instance;
    if (holder === null || !isBucketHolder(holder)) continue;
    const free = holder === BUCKET_HOLDER || holder < publishingUntil(now);
    const taken = free
      ? await db
          .updateTable('uploads')
          .set({ holder_instance: mark })
          .where(whereUpload(upload))
          .where('holder_instance', '=', holder)
          .executeTakeFirst()
      : null;
    if (Number(taken?.numUpdatedRows ?? 0) !== 1) {
      await release();
      return null;
    }
    claimed.push(upload);
  }
  return release;
}
