import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UploadActor } from './upload-store.js';
import type { UploadMediaType } from './upload-limits.js';
import { isMissingFile, uploadFilePath, writeSlice } from './upload-files.js';
import type { SliceBody } from './slice-body.js';

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
 * Records that the bytes up to `end` are on disk. Called only after they were written and synced
 * (`writeSlice`), so a crash at any moment leaves a row that claims no more than the file holds
 * (docs/behaviour/creation.md#upload-protocol). False when the row no longer is at `offset` (it
 * was swept or published meanwhile).
 */
export async function recordReceived(
  db: Kysely<DB>,
  actor: UploadActor,
  entityName: string,
  offset: number,
  end: number,
): Promise<boolean> {
  const recorded = await db
    .updateTable('uploads')
    .set({ received: end })
    .where('owner_id', '=', actor.userId)
    .where('entity_name', '=', entityName)
    .where('received', '=', offset)
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) === 1;
}

/** Sets what an upload has received (its file turned out shorter, or was gone). */
export async function resetReceived(
  db: Kysely<DB>,
  upload: { owner_id: number; entity_name: string },
  received: number,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ received })
    .where('owner_id', '=', upload.owner_id)
    .where('entity_name', '=', upload.entity_name)
    .execute();
}

/** What became of one slice. */
export type SliceOutcome =
  | { kind: 'written'; received: number }
  /** The file was gone (the row went back to 0): the client resumes from `offset`. */
  | { kind: 'offset_mismatch'; offset: number }
  /** The row went while the slice was written (swept or published). */
  | { kind: 'gone' };

/**
 * Writes a slice and then records it, in that order: the bytes are on disk and synced before the
 * row says they were received (docs/behaviour/creation.md#after-a-crash). The caller holds the
 * upload's writer claim, so nothing else writes this file or moves its offset meanwhile. A body
 * that fails while it arrives records nothing (its error is thrown).
 */
export async function writeAndRecordSlice(
  db: Kysely<DB>,
  dataDir: string,
  actor: UploadActor,
  entityName: string,
  offset: number,
  body: Buffer | SliceBody,
): Promise<SliceOutcome> {
  try {
    await writeSlice(uploadFilePath(dataDir, actor.userId, entityName), offset, body);
  } catch (error) {
    // A row past 0 whose file vanished would answer 500 forever: it starts again from 0.
    if (offset === 0 || !isMissingFile(error)) throw error;
    await resetReceived(db, { owner_id: actor.userId, entity_name: entityName }, 0);
    return { kind: 'offset_mismatch', offset: 0 };
  }
  const end = offset + body.length;
  if (!(await recordReceived(db, actor, entityName, offset, end))) return { kind: 'gone' };
  return { kind: 'written', received: end };
}
