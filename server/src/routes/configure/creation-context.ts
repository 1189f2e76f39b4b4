import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PostFieldsSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import type { MediaRow, UserRow } from '../../db/schema.js';
import { presentMediaList } from '../../domain/media/media-presenter.js';
import { localeFromHeader } from '../../domain/locale.js';
import { AppError, fail } from '../../http/errors.js';
import { hashToken, requireViewer, SESSION_COOKIE } from '../../http/session.js';
import { uploadBytes, type UploadBytes } from '../../domain/uploads/upload-bytes.js';
import { claimBucketUploads } from '../../domain/uploads/bucket-publish-claims.js';
import type { UploadMediaType } from '../../domain/uploads/upload-limits.js';
import { claimKey, type UploadClaims } from '../../domain/uploads/upload-claims.js';
import type { PostingLimiter } from '../../domain/media/posting-limit.js';
import {
  deleteUploadRow,
  findUploadById,
  uploadExists,
  type UploadActor,
  type UploadRecord,
} from '../../domain/uploads/upload-store.js';
import { findPlace, parseLocationRef, parseUsertags } from '../../domain/media/create-input.js';
import type { NewPostFields } from '../../domain/media/publish.js';
import { COAUTHOR_FIELD, parseCoauthorIds } from '../../domain/media/coauthors.js';

/** The post fields every configure call shares (docs/calls.md#creation). */
export type PostFieldsInput = z.infer<typeof PostFieldsSchema>;

/** The viewer and the login session (uploads are bound to both). */
export async function creationActor(request: FastifyRequest): Promise<{ viewer: UserRow; actor: UploadActor }> {
  const viewer = await requireViewer(request);
  return { viewer, actor: { userId: viewer.id, sessionHash: hashToken(request.cookies[SESSION_COOKIE] ?? '') } };
}

/** Turns the shared fields into the new post's fields; a bad tag or place is a validation failure. */
export async function resolvePostFields(
  deps: AppDeps,
  ownerId: number,
  input: PostFieldsInput,
): Promise<NewPostFields> {
  const usertags = parseUsertags(input.usertags);
  if (!usertags.ok) throw fail.validation({ usertags: usertags.error });
  const location = parseLocationRef(input.location);
  if (!location.ok) throw fail.validation({ location: location.error });
  const place = location.value ? await findPlace(deps.db, location.value.placeId) : null;
  if (location.value && !place) throw fail.validation({ location: 'Unknown location.' });
  const coauthors = parseCoauthorIds(input.invite_coauthor_user_ids_string);
  if (!coauthors.ok) throw fail.validation({ [COAUTHOR_FIELD]: coauthors.error });
  return {
    ownerId,
    caption: input.caption,
    accessibilityCaption: input.custom_accessibility_caption?.trim() || null,
    takenAt: Date.now(),
    commentsDisabled: input.disable_comments,
    likeAndViewCountsDisabled: input.like_and_view_counts_disabled,
    place,
    usertags: usertags.value,
    coauthorIds: coauthors.value ?? [],
  };
}

/** A completely received upload and its bytes (in the data folder or the bucket). */
export interface CompleteUpload {
  upload: UploadRecord;
  bytes: UploadBytes;
}

/** The actor's complete upload of a media type; 404 when not theirs, 400 when bytes are missing. */
export async function completeUpload(
  deps: AppDeps,
  actor: UploadActor,
  uploadId: string,
  mediaType: UploadMediaType,
): Promise<CompleteUpload> {
  const upload = await findUploadById(deps.db, actor, uploadId, mediaType);
  if (!upload) throw fail.notFound('Upload not found.');
  if (upload.received !== upload.entity_length)
    throw new AppError(400, 'upload_incomplete', 'The upload is not complete.');
  return { upload, bytes: uploadBytes({ db: deps.db, dataDir: deps.config.dataDir, storage: deps.storage }, upload) };
}

/** Reads an upload's bytes. */
export function readUpload(upload: CompleteUpload): Promise<Buffer> {
  return upload.bytes.read();
}

/** What the creation calls share across requests: uploads being published, the posting limit. */
export interface PublishGuards {
  claims: UploadClaims;
  posting: PostingLimiter;
}

/**
 * Publishes from uploads: claims them (a second call for the same upload meanwhile gets 409),
 * checks they are still there, counts the publish against the account's posting limit (429 past
 * it, docs/behaviour/creation.md#processing-cost), runs `publish`, and on success forgets them,
 * rows and files (the originals are never kept nor served). On failure they stay for a corrected
 * retry.
 */
export async function publishFromUploads<T>(
  deps: AppDeps,
  guards: PublishGuards,
  uploads: readonly CompleteUpload[],
  publish: () => Promise<T>,
): Promise<T> {
  const keys = uploads.map((u) => claimKey(u.upload));
  if (!guards.claims.claim(keys)) throw fail.conflict('conflict', 'This upload is already being published.');
  let releaseBucket: (() => Promise<void>) | null = null;
  let published = false;
  try {
    for (const { upload } of uploads) {
      // A call that found the upload just before another one published it finds it gone now.
      if (!(await uploadExists(deps.db, upload))) throw fail.notFound('Upload not found.');
    }
    // On a bucket another instance may be publishing it (docs/behaviour/creation.md#uploads-across-instances).
    releaseBucket = await claimBucketUploads(
      deps.db,
      uploads.map((u) => u.upload),
    );
    if (!releaseBucket) throw fail.conflict('conflict', 'This upload is already being published.');
    const owner = uploads[0]?.upload.owner_id;
    if (owner !== undefined) await guards.posting.count(owner);
    const result = await publish();
    published = true;
    for (const { upload, bytes } of uploads) {
      await deleteUploadRow(deps.db, upload);
      // The post is published: bytes that cannot be removed now (the storage went down) are left
      // to the sweep of uploads no row names (bucket-upload-sweeps.ts).
      await bytes.remove().catch(() => undefined);
    }
    return result;
  } finally {
    if (!published) await releaseBucket?.().catch(() => undefined);
    guards.claims.release(keys);
  }
}

/** The creation finalize answer: the new post as the feed presents it (pk and id included). */
export async function finalizeAnswer(deps: AppDeps, request: FastifyRequest, row: MediaRow, viewer: UserRow) {
  const [media] = await presentMediaList(deps.db, [row], viewer, {
    urls: deps.urls,
    locale: localeFromHeader(request.headers['accept-language']),
  });
  return { status: 'ok' as const, media };
}
