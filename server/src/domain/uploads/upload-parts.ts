import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { uploadCap } from './upload-limits.js';
import { whereUpload, type UploadKey, type UploadRecord } from './upload-store.js';
import { entityFileName } from './upload-files.js';
import { handOver, type SliceOutcome } from './upload-slices.js';
import type { SliceBody } from './slice-body.js';
import { AppError, fail } from '../../http/errors.js';

// Uploads on a bucket (docs/behaviour/creation.md#uploads-across-instances): every acknowledged
// slice is an object of its own under the upload's folder, and a row of `upload_parts` names it.
// The row is written in the transaction that moves the upload's offset, and only once the object
// is whole, so the database never claims a byte the bucket does not hold, and any instance on the
// same database and bucket can take the next slice or publish.

/** The holder of the uploads whose bytes are in the bucket: no instance's folder, every instance's. */
export const BUCKET_HOLDER = 'bucket';

/** How the holder of a bucket upload being published starts (bucket-publish-claims.ts). */
export const PUBLISHING_HOLDER_PREFIX = 'bucket:publishing:';

/** Whether an upload's bytes are in the bucket (waiting, or being published). */
export function isBucketHolder(holder: string | null): boolean {
  return holder === BUCKET_HOLDER || (holder?.startsWith(PUBLISHING_HOLDER_PREFIX) ?? false);
}

/**
 * The most slices one upload may have on a bucket: a 100 MB video sent in 64 KB slices (the client
 * sends 512 KB). Each part is an object read back at publish, so the count is bounded; a slice
 * that would need more answers 400 `bad_request`.
 */
export const MAX_UPLOAD_PARTS = Math.ceil(uploadCap(2) / (64 * 1024));

/** The folder of an upload's parts in the bucket (never served: no row owns it). */
export function uploadPartsPrefix(ownerId: number, entityName: string): string {
  return `uploads/${ownerId}/${entityFileName(entityName)}`;
}

/** The top folder of every upload's parts. */
export const UPLOAD_PARTS_ROOT = 'uploads';

/** An upload's parts in order, as recorded. */
export function partsOf(db: Kysely<DB>, upload: UploadKey) {
  return db
    .selectFrom('upload_parts')
    .select(['start_offset', 'length', 'object_key'])
    .where(whereUpload(upload))
    .orderBy('start_offset')
    .execute();
}

async function partCount(db: Kysely<DB>, upload: UploadKey): Promise<number> {
  const row = await db
    .selectFrom('upload_parts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(whereUpload(upload))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Reads a slice's body whole: at most the largest slice, and nothing is stored from a body cut off. */
async function readBody(body: Buffer | SliceBody): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body.chunks()) chunks.push(chunk);
  return Buffer.concat(chunks, body.length);
}

/**
 * Records a part and moves the upload's offset in one transaction, only while the upload is still
 * at `offset` and in the bucket; false when it was not (another instance took that slice, or the
 * upload was published or swept meanwhile).
 */
async function recordPart(db: Kysely<DB>, upload: UploadKey, offset: number, length: number, key: string) {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('uploads')
      .set({ received: offset + length })
      .where(whereUpload(upload))
      .where('received', '=', offset)
      .where('holder_instance', '=', BUCKET_HOLDER)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('upload_parts')
      .values({
        owner_id: upload.owner_id,
        entity_name: upload.entity_name,
        start_offset: offset,
        length,
        object_key: key,
        created_at: Date.now(),
      })
      .execute();
    return true;
  });
}

/**
 * Stores a slice as an object and then records it, in that order (the bucket counterpart of
 * writeAndRecordSlice): an instance killed between the two leaves an object no part names, removed
 * with its upload, and claims nothing. Each attempt writes a key of its own, so a slice racing on
 * another instance for the same offset never overwrites the part that was recorded. An upload
 * whose bytes are in an instance's folder (started before the server moved to the bucket) starts
 * again from 0 in the bucket.
 */
export async function writeAndRecordPart(
  db: Kysely<DB>,
  storage: MediaStorage,
  upload: UploadRecord,
  offset: number,
  body: Buffer | SliceBody,
): Promise<SliceOutcome> {
  // Being published: no slice is taken (the offset check below answers with the offset).
  if (!isBucketHolder(upload.holder_instance)) {
    const handedOver = await handOver(db, upload, BUCKET_HOLDER);
    if (!handedOver || offset > 0) return { kind: 'offset_mismatch', offset: 0 };
  }
  const end = offset + body.length;
  if (end < upload.entity_length && (await partCount(db, upload)) >= MAX_UPLOAD_PARTS - 1)
    throw fail.badRequest(`An upload may have at most ${MAX_UPLOAD_PARTS} slices: send larger slices.`);
  const bytes = await readBody(body);
  const key = `${uploadPartsPrefix(upload.owner_id, upload.entity_name)}/${offset}-${crypto.randomBytes(6).toString('hex')}`;
  await storage.put(key, bytes);
  if (await recordPart(db, upload, offset, bytes.length, key)) return { kind: 'written', received: end };
  await storage.removePrefix(key).catch(() => undefined);
  const now = await db.selectFrom('uploads').select('received').where(whereUpload(upload)).executeTakeFirst();
  return now ? { kind: 'offset_mismatch', offset: now.received } : { kind: 'gone' };
}

/** The parts of a complete upload, checked to cover its length without gaps. */
async function completeParts(db: Kysely<DB>, upload: UploadRecord) {
  const parts = await partsOf(db, upload);
  let next = 0;
  for (const part of parts) {
    if (Number(part.start_offset) !== next) break;
    next += Number(part.length);
  }
  if (next !== upload.entity_length) throw new AppError(400, 'upload_incomplete', 'The upload is not complete.');
  return parts;
}

/**
 * Starts an upload over from 0: its parts' rows and objects go. For a part the database names and
 * the bucket lacks (a restore, whose archive holds no partial uploads, or objects removed by
 * hand), as the folder does for a file that vanished: the client asks the offset and sends again.
 */
async function startOver(db: Kysely<DB>, storage: MediaStorage, upload: UploadKey): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('upload_parts').where(whereUpload(upload)).execute();
    await trx.updateTable('uploads').set({ received: 0 }).where(whereUpload(upload)).execute();
  });
  await storage.removePrefix(uploadPartsPrefix(upload.owner_id, upload.entity_name)).catch(() => undefined);
}

/** An object that must be there: a part the database names; missing, the upload starts over. */
async function readPart(db: Kysely<DB>, storage: MediaStorage, upload: UploadKey, key: string): Promise<Buffer> {
  const bytes = await storage.read(key);
  if (bytes) return bytes;
  await startOver(db, storage, upload);
  throw new AppError(400, 'upload_incomplete', 'The upload is not complete: send it again.');
}

/** A complete upload's bytes, read from its parts in order (photos: at most 30 MB). */
export async function readUploadParts(db: Kysely<DB>, storage: MediaStorage, upload: UploadRecord): Promise<Buffer> {
  const parts = await completeParts(db, upload);
  const buffers: Buffer[] = [];
  for (const part of parts) buffers.push(await readPart(db, storage, upload, part.object_key));
  return Buffer.concat(buffers);
}

/** Writes a complete upload's parts, in order, into a file on this machine (for ffprobe and ffmpeg). */
export async function writeUploadPartsTo(
  db: Kysely<DB>,
  storage: MediaStorage,
  upload: UploadRecord,
  file: string,
): Promise<void> {
  const parts = await completeParts(db, upload);
  const handle = await fs.open(file, 'w');
  try {
    let position = 0;
    for (const part of parts) {
      const bytes = await readPart(db, storage, upload, part.object_key);
      await handle.write(bytes, 0, bytes.length, position);
      position += bytes.length;
    }
  } finally {
    await handle.close();
  }
}
