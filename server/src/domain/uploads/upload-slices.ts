import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { whereUpload, type UploadActor, type UploadKey, type UploadRecord } from './upload-store.js';
import type { UploadMediaType } from './upload-limits.js';
import { isMissingFile, uploadFilePath, writeSlice } from './upload-files.js';
import type { SliceBody } from './slice-body.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';

/** What the first slice of an upload says about the whole file. */
export interface UploadStart {
  entityName: string;
  uploadId: string;
  entityLength: number;
  entityType: string;
  mediaType: UploadMediaType;
}

/**
 * Records an upload with nothing received yet, held by this instance (`holder`, whose data folder
 * will hold its bytes); a row already there (a racing first slice) stays.
 */
export async function startUpload(
  db: Kysely<DB>,
  actor: UploadActor,
  start: UploadStart,
  holder: string,
): Promise<void> {
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
      holder_instance: holder,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Records that the bytes up to `end` are on disk. Called only after they were written and synced
 * (`writeSlice`), so a crash at any moment leaves a row that claims no more than the file holds
 * (docs/behaviour/creation.md#upload-protocol). False when the row no longer is at `offset` or no
 * longer held by `holder` (it was swept, published or handed over meanwhile).
 */
export async function recordReceived(
  db: Kysely<DB>,
  upload: UploadKey,
  offset: number,
  end: number,
  holder: string,
): Promise<boolean> {
  const recorded = await db
    .updateTable('uploads')
    .set({ received: end })
    .where(whereUpload(upload))
    .where('received', '=', offset)
    .where('holder_instance', '=', holder)
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) === 1;
}

/**
 * Sets what an upload held by `holder` has received (its file turned out shorter, or was gone).
 * A row another instance holds is left alone: its bytes are in that instance's folder.
 */
export async function resetReceived(db: Kysely<DB>, upload: UploadKey, received: number, holder: string) {
  await db
    .updateTable('uploads')
    .set({ received })
    .where(whereUpload(upload))
    .where('holder_instance', '=', holder)
    .execute();
}

/**
 * Makes `holder` (this instance, or the bucket: upload-parts.ts) the holder of an upload whose bytes
 * are elsewhere (another instance's folder, or for a row older than holders, none found here at
 * start), from 0: a slice past 0 cannot be continued here. Only if the row is still as read, so a
 * holder that recorded meanwhile keeps it.
 */
export async function handOver(db: Kysely<DB>, upload: UploadRecord, holder: string): Promise<boolean> {
  const previous = upload.holder_instance;
  const moved = await db
    .updateTable('uploads')
    .set({ received: 0, holder_instance: holder })
    .where(whereUpload(upload))
    .where('received', '=', upload.received)
    .where('holder_instance', previous === null ? 'is' : '=', previous)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** What became of one slice. */
export type SliceOutcome =
  | { kind: 'written'; received: number }
  /** The file was gone (the row went back to 0): the client resumes from `offset`. */
  | { kind: 'offset_mismatch'; offset: number }
  /** The row went while the slice was written (swept or published). */
  | { kind: 'gone' };

/**
 * Writes a slice into this instance's data folder and then records it, in that order: the bytes
 * are on disk and synced before the row says they were received
 * (docs/behaviour/creation.md#after-a-crash). The caller holds the upload's writer claim, so
 * nothing else in this process writes this file or moves its offset meanwhile, and the data
 * folder's lock keeps other processes out of the file. An upload whose bytes another instance
 * holds is taken over from 0 (docs/operating.md#one-data-folder-per-process). A body that fails
 * while it arrives records nothing (its error is thrown).
 */
export async function writeAndRecordSlice(
  db: Kysely<DB>,
  dataDir: string,
  upload: UploadRecord,
  offset: number,
  body: Buffer | SliceBody,
): Promise<SliceOutcome> {
  const holder = await instanceIdOf(dataDir);
  if (upload.holder_instance !== holder) {
    const handedOver = await handOver(db, upload, holder);
    // Past 0 the bytes before `offset` are not here: the client starts again from 0.
    if (!handedOver || offset > 0) return { kind: 'offset_mismatch', offset: 0 };
  }
  try {
    await writeSlice(uploadFilePath(dataDir, upload.owner_id, upload.entity_name), offset, body);
  } catch (error) {
    // A row past 0 whose file vanished would answer 500 forever: it starts again from 0.
    if (offset === 0 || !isMissingFile(error)) throw error;
    await resetReceived(db, upload, 0, holder);
    return { kind: 'offset_mismatch', offset: 0 };
  }
  const end = offset + body.length;
  if (!(await recordReceived(db, upload, offset, end, holder))) return { kind: 'gone' };
  return { kind: 'written', received: end };
}
