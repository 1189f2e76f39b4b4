import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UploadMediaType } from './upload-limits.js';

/** An upload row as the routes use it. */
export interface UploadRecord {
  owner_id: number;
  entity_name: string;
  upload_id: string;
  entity_length: number;
  entity_type: string;
  media_type: number;
  received: number;
  session_hash: string | null;
  /** The instance whose data folder holds the bytes (null: a row made before instances were told apart). */
  holder_instance: string | null;
}

/** What names one upload: its owner and entity name (the key of `uploads`, and of `upload_parts` with the offset). */
export type UploadKey = Pick<UploadRecord, 'owner_id' | 'entity_name'>;

/** The filter on one upload's row (`uploads`) or its parts' rows (`upload_parts`). */
export function whereUpload(upload: UploadKey) {
  // Both tables name the upload with the same two columns, of the same types.
  return (eb: ExpressionBuilder<DB, 'uploads'> | ExpressionBuilder<DB, 'upload_parts'>) =>
    (eb as ExpressionBuilder<DB, 'uploads'>).and({ owner_id: upload.owner_id, entity_name: upload.entity_name });
}

/** Who is asking: the user and the login session (uploads are bound to both). */
export interface UploadActor {
  userId: number;
  sessionHash: string;
}

/**
 * The state of an entity name for an actor: `mine` (their upload), `absent` (nobody's: they may
 * start it) or `foreign` (another user's or another session's: answered as not found, so nobody
 * learns about or writes into an upload that is not theirs).
 */
export type UploadLookup = { kind: 'mine'; upload: UploadRecord } | { kind: 'absent' } | { kind: 'foreign' };

const COLUMNS = [
  'owner_id',
  'entity_name',
  'upload_id',
  'entity_length',
  'entity_type',
  'media_type',
  'received',
  'session_hash',
  'holder_instance',
] as const;

/** Looks an entity name up for an actor. */
export async function lookupUpload(db: Kysely<DB>, actor: UploadActor, entityName: string): Promise<UploadLookup> {
  const rows = await db.selectFrom('uploads').select(COLUMNS).where('entity_name', '=', entityName).execute();
  const own = rows.find((r) => r.owner_id === actor.userId);
  if (own) return own.session_hash === actor.sessionHash ? { kind: 'mine', upload: own } : { kind: 'foreign' };
  return rows.length > 0 ? { kind: 'foreign' } : { kind: 'absent' };
}

/** The actor's most recent upload with an upload id and media type, or null. */
export async function findUploadById(
  db: Kysely<DB>,
  actor: UploadActor,
  uploadId: string,
  mediaType: UploadMediaType,
): Promise<UploadRecord | null> {
  const row = await db
    .selectFrom('uploads')
    .select(COLUMNS)
    .where('owner_id', '=', actor.userId)
    .where('session_hash', '=', actor.sessionHash)
    .where('upload_id', '=', uploadId)
    .where('media_type', '=', mediaType)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** Forgets an upload row (its file is removed by the caller). */
export async function deleteUploadRow(db: Kysely<DB>, upload: UploadKey) {
  await db.deleteFrom('uploads').where(whereUpload(upload)).execute();
}

/** Whether an upload row is still there (another call may have published it meanwhile). */
export async function uploadExists(db: Kysely<DB>, upload: UploadKey) {
  const row = await db.selectFrom('uploads').select('entity_name').where(whereUpload(upload)).executeTakeFirst();
  return row !== undefined;
}
