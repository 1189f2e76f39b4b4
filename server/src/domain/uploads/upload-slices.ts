import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UploadActor } from './upload-store.js';
import type { UploadMediaType } from './upload-limits.js';

/** What the first slice of an upload says about the whole file. */
export interface UploadStart {
  entityName: string;
  uploadId: string;
  entityLength: number;
  entityType: string;
  mediaType: UploadMediaType;
}

/** Records an upload with nothing received yet; a row already there (a racing first slice) stays. */
export async function startUpload(db: Kysely<DB>, actor: UploadActor, start: UploadStart): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      owner_id: actor.userId,
      entity_name: start.entityName,
      upload_id: start.uploadId,
      entity_length: start.entityLength,
      entity_type: start.entityType,
      media_type: start.mediaType,
      received: 0,
      created_at: Date.now(),
      session_hash: actor.sessionHash,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Claims the bytes from `offset` to `end` before they are written: only one of two requests racing
 * for the same offset gets true, so two slices never write over each other.
 */
export async function claimRange(
  db: Kysely<DB>,
  actor: UploadActor,
  entityName: string,
  offset: number,
  end: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('uploads')
    .set({ received: end })
    .where('owner_id', '=', actor.userId)
    .where('entity_name', '=', entityName)
    .where('received', '=', offset)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Gives a claimed range back (its write failed): the upload has received `offset` bytes again. */
export async function releaseRange(db: Kysely<DB>, actor: UploadActor, entityName: string, offset: number) {
  await db
    .updateTable('uploads')
    .set({ received: offset })
    .where('owner_id', '=', actor.userId)
    .where('entity_name', '=', entityName)
    .execute();
}
