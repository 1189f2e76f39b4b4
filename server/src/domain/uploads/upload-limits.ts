import type { Kysely } from 'kysely';
import { MAX_PHOTO_UPLOAD_BYTES } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import { MAX_VIDEO_UPLOAD_BYTES } from '../../media/video-rules.js';
import { CreateError } from '../media/create-error.js';

/** Upload media types of the upload-params header: 1 photo, 2 video. */
export type UploadMediaType = 1 | 2;

/** The largest file of each media type, in bytes (photo 30 MB, video 100 MB). */
export function uploadCap(mediaType: UploadMediaType): number {
  return mediaType === 1 ? MAX_PHOTO_UPLOAD_BYTES : MAX_VIDEO_UPLOAD_BYTES;
}

/** "30 MB" style text of a cap for messages. */
export function capText(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/**
 * What one account may hold in unfinished uploads (started, complete or not, and not yet
 * published), across all its sessions (docs/behaviour/creation.md#upload-protocol): room for a
 * full carousel of ten photos at the 30 MB cap, or three videos, with files to spare.
 */
export const UNFINISHED_UPLOAD_LIMITS = { count: 20, bytes: 300 * 1024 * 1024 } as const;

/** How many unfinished uploads an account holds and the bytes they announced. */
export async function unfinishedUploadUsage(
  db: Kysely<DB>,
  ownerId: number,
): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('entity_length').as('bytes'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Opens new uploads within an account's limits. */
export interface UnfinishedUploadQuota {
  /**
   * Runs `record` (which records the new upload) only when the account's unfinished uploads,
   * counting this one at its announced length, stay within the limits; else throws 429
   * `rate_limited` (reason `too_many_unfinished_uploads`) and nothing is recorded or written. One
   * account's openings run one at a time, so racing first slices cannot pass the limits together.
   */
  open(ownerId: number, entityLength: number, record: () => Promise<void>): Promise<void>;
}

/** A quota over the uploads table (one per application: the queue of openings is in memory). */
export function createUnfinishedUploadQuota(
  db: Kysely<DB>,
  limits: { count: number; bytes: number } = UNFINISHED_UPLOAD_LIMITS,
): UnfinishedUploadQuota {
  const tails = new Map<number, Promise<void>>();
  return {
    async open(ownerId, entityLength, record) {
      const previous = tails.get(ownerId) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(ownerId, tail);
      await previous;
      try {
        const usage = await unfinishedUploadUsage(db, ownerId);
        if (usage.count + 1 > limits.count || usage.bytes + entityLength > limits.bytes)
          throw new CreateError(
            429,
            'rate_limited',
            'too_many_unfinished_uploads',
            `Too many unfinished uploads: at most ${limits.count} files and ${capText(limits.bytes)} may wait to be published. Publish them or try again later.`,
          );
        await record();
      } finally {
        release();
        if (tails.get(ownerId) === tail) tails.delete(ownerId);
      }
    },
  };
}
