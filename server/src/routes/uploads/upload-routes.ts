import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { UPLOAD_CHUNK_BYTES } from 'shared-contracts';
import { UploadEntityNameSchema, UploadHeadersSchema, UploadParamsSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { hashToken, requireViewer, SESSION_COOKIE } from '../../http/session.js';
import {
  capText,
  createUnfinishedUploadQuota,
  uploadCap,
  type UploadMediaType,
} from '../../domain/uploads/upload-limits.js';
import { deleteUploadRow, lookupUpload, type UploadActor } from '../../domain/uploads/upload-store.js';
import { startUpload, writeAndRecordSlice } from '../../domain/uploads/upload-slices.js';
import { isBodyError, SliceBody } from '../../domain/uploads/slice-body.js';
import { removeUploadBytes, type UploadPlace } from '../../domain/uploads/upload-bytes.js';
import { writeAndRecordPart } from '../../domain/uploads/upload-parts.js';
import { sweepBucketUploads } from '../../domain/uploads/bucket-upload-sweeps.js';
import { sweepStaleUploads } from '../../domain/uploads/stale-uploads.js';
import { reconcileUploads } from '../../domain/uploads/reconcile-uploads.js';
import { removeOrphanUploadFiles } from '../../domain/uploads/orphan-upload-files.js';
import { claimKey } from '../../domain/uploads/upload-claims.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { CreateError } from '../../domain/media/create-error.js';
import { isAcceptedVideo, isImage, SNIFF_BYTES, sniffType } from '../../media/file-type.js';
import { answerWithErrorTitle } from '../configure/error-title.js';
import { startLeasedJob, type LeasedJob } from '../../domain/jobs/job-leases.js';

/** How often abandoned uploads are swept. */
const SWEEP_INTERVAL_MS = 3600 * 1000;

/** Largest slice accepted in one request. */
export const MAX_SLICE_BYTES = Math.max(UPLOAD_CHUNK_BYTES, 8 * 1024 * 1024);

/** Body types a slice may be sent as (browsers label a Blob slice with the file's type). */
const SLICE_CONTENT_TYPES = [
  'application/octet-stream',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
];

/** The two upload paths: photos and videos, one protocol; the media type must match the path. */
const UPLOAD_PATHS: ReadonlyArray<{ path: string; mediaType: UploadMediaType }> = [
  { path: '/rupload_igphoto/:entityName', mediaType: 1 },
  { path: '/rupload_igvideo/:entityName', mediaType: 2 },
];

type UploadRequest = FastifyRequest<{ Params: { entityName: string } }>;

function parseParams(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw fail.badRequest('X-Instagram-Rupload-Params is not valid JSON.');
  }
  return parseInput(UploadParamsSchema, json);
}

function entityNameOf(request: UploadRequest): string {
  const parsed = UploadEntityNameSchema.safeParse(request.params.entityName);
  if (!parsed.success) throw fail.notFound('Upload not found.');
  return parsed.data;
}

/** The viewer and their login session: an upload belongs to both. */
async function actorOf(request: FastifyRequest): Promise<UploadActor> {
  const viewer = await requireViewer(request);
  return { userId: viewer.id, sessionHash: hashToken(request.cookies[SESSION_COOKIE] ?? '') };
}

/**
 * Refuses a first slice whose bytes are not what the path accepts (photos: JPEG; videos: MP4,
 * MOV or WebM), so a wrong file is told at once and nothing of it is stored. The configure
 * calls check the whole file again.
 */
function checkFirstBytes(mediaType: UploadMediaType, head: Buffer, entityLength: number): void {
  if (head.length < Math.min(SNIFF_BYTES, entityLength)) return;
  const type = sniffType(head);
  if (mediaType === 2) {
    if (!isAcceptedVideo(type))
      throw new CreateError(
        415,
        'unsupported_media_type',
        'video_format_not_supported',
        'This video format is not supported (MP4, MOV or WebM).',
      );
    return;
  }
  if (type === 'heif')
    throw new CreateError(
      415,
      'unsupported_media_type',
      'heic_not_supported',
      'HEIC/HEIF photos are not supported; choose a JPEG.',
    );
  if (!isImage(type))
    throw new CreateError(415, 'unsupported_media_type', 'not_an_image', 'Upload failed: only images are allowed.');
  if (type !== 'jpeg')
    throw new CreateError(415, 'unsupported_media_type', 'type_not_allowed', 'Only JPEG photos can be posted.');
}

function offsetMismatch(reply: FastifyReply, serverOffset: number) {
  return reply.code(409).send({
    status: 'fail',
    error_id: 'upload_offset_mismatch',
    message: `Offset does not match the server (${serverOffset}).`,
    offset: serverOffset,
  });
}

/**
 * The resumable upload protocol: GET tells the offset the server holds; POST appends one slice at
 * exactly that offset (a different Offset answers 409 with the real one and changes nothing).
 * Uploads belong to their owner and login session: anybody else's entity name is not found.
 */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config, storage } = deps;
  const place: UploadPlace = { db, dataDir: config.dataDir, storage };
  // On a bucket every slice is an object any instance can read (docs/behaviour/creation.md#uploads-across-instances).
  const onBucket = storage.kind === 's3';
  // This instance, as the holder of the uploads whose bytes go to its data folder.
  const holder = await instanceIdOf(config.dataDir);
  answerWithErrorTitle(app);
  // Abandoned uploads are swept hourly (and once at start), so partial originals do not pile up;
  // so are files no row of this instance claims (an account purged on another instance). The
  // folder's sweep is this instance's own; the bucket's is shared, so one instance at a time runs
  // it (docs/operating.md#periodic-jobs).
  let sweeper: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepStaleUploads(db, config.dataDir)
      .then(() => removeOrphanUploadFiles(db, config.dataDir, holder))
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
  let bucketSweep: LeasedJob | null = null;
  app.addHook('onReady', async () => {
    // Before the first slice is served: rows and files agree again after a crash.
    await reconcileUploads(db, config.dataDir).then(
      (report) => app.log.info({ uploads: report }, 'uploads reconciled with their files'),
      (error: unknown) => app.log.error({ err: error }, 'upload reconcile failed'),
    );
    void sweep();
    sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    sweeper.unref();
    if (onBucket) {
      bucketSweep = startLeasedJob({
        db,
        name: 'bucket-upload-sweep',
        everyMs: SWEEP_INTERVAL_MS,
        pass: () => sweepBucketUploads(db, storage),
        log: (error) => app.log.warn({ err: error }, 'bucket upload sweep failed'),
        atStart: true,
      });
    }
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await bucketSweep?.stop();
  });
  // A slice with a Content-Length is not read here: the handler checks the request first and then
  // writes the bytes as they arrive (SliceBody). Past the largest slice it is refused here, before
  // anything else, as a body read whole is.
  app.addContentTypeParser(SLICE_CONTENT_TYPES, async (request: FastifyRequest, payload: Readable) => {
    const announced = request.headers['content-length'];
    if (announced === undefined) return SliceBody.readWhole(payload, MAX_SLICE_BYTES);
    const length = Number(announced);
    if (length > MAX_SLICE_BYTES) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    return SliceBody.streamed(payload, length);
  });

  // Uploads with a slice being written: one writer per upload, so the offset it checked stays true
  // until its bytes are synced and recorded. Its body, to stop it when the client sends again.
  const writing = new Map<string, { body: SliceBody; sessionHash: string; done: Promise<void> }>();
  const quota = createUnfinishedUploadQuota(db);

  for (const { path, mediaType } of UPLOAD_PATHS) {
    app.get<{ Params: { entityName: string } }>(path, async (request) => {
      const actor = await actorOf(request);
      const found = await lookupUpload(db, actor, entityNameOf(request));
      if (found.kind === 'foreign' || (found.kind === 'mine' && found.upload.media_type !== mediaType))
        throw fail.notFound('Upload not found.');
      const upload = found.kind === 'mine' ? found.upload : null;
      return { status: 'ok', offset: upload?.received ?? 0, entity_length: upload?.entity_length ?? null };
    });

    app.post<{ Params: { entityName: string } }>(path, async (request, reply) => {
      const actor = await actorOf(request);
      const entityName = entityNameOf(request);
      const headers = parseInput(UploadHeadersSchema, request.headers);
      if (headers['x-entity-name'] !== entityName) throw fail.badRequest('X-Entity-Name does not match the path.');
      const params = parseParams(headers['x-instagram-rupload-params']);
      if (params.media_type !== mediaType) throw fail.badRequest('media_type does not match the upload path.');
      const length = headers['x-entity-length'];
      if (length === 0)
        throw new CreateError(400, 'validation_failed', 'empty_file', 'The file is empty.', {
          'x-entity-length': 'The file is empty.',
        });
      const cap = uploadCap(mediaType);
      if (length > cap)
        throw new CreateError(
          413,
          'payload_too_large',
          mediaType === 1 ? 'photo_too_large' : 'video_too_large',
          `${mediaType === 1 ? 'Photos' : 'Videos'} can be at most ${capText(cap)}.`,
        );
      const body = request.body instanceof SliceBody ? request.body : SliceBody.buffered(Buffer.alloc(0));
      const offset = headers.offset;
      if (offset + body.length > length) throw fail.badRequest('The slice goes past X-Entity-Length.');
      if (body.length === 0 && offset < length) throw fail.badRequest('The slice is empty.');

      const key = claimKey({ owner_id: actor.userId, entity_name: entityName });
      // A client sends again only once it gave up on its last slice, whose connection may still
      // look open here for a long time: a slice still arriving gives way to the new one of the same
      // session and records nothing (one finishing its last sync is waited for).
      const earlier = writing.get(key);
      if (earlier && earlier.sessionHash === actor.sessionHash) {
        earlier.body.abandon(new AppError(409, 'upload_offset_mismatch', 'A newer slice took over this upload.'));
        await earlier.done;
      }
      // Two racing requests for one upload: the second is told another slice is being written.
      if (writing.has(key))
        throw new AppError(409, 'upload_offset_mismatch', 'Another slice is being written to this upload.');
      let finished!: () => void;
      writing.set(key, {
        body,
        sessionHash: actor.sessionHash,
        done: new Promise<void>((resolve) => (finished = resolve)),
      });
      let created = false;
      try {
        const found = await lookupUpload(db, actor, entityName);
        if (found.kind === 'foreign') throw fail.notFound('Upload not found.');
        let upload = found.kind === 'mine' ? found.upload : null;
        if (!upload) {
          if (offset !== 0) return offsetMismatch(reply, 0);
          checkFirstBytes(mediaType, await body.head(SNIFF_BYTES), length);
          // Over the account's unfinished-upload limits: 429, and no row nor file is made.
          await quota.open(actor.userId, length, () =>
            startUpload(
              db,
              actor,
              {
                entityName,
                uploadId: params.upload_id,
                entityLength: length,
                entityType: headers['x-entity-type'],
                mediaType,
              },
              holder,
            ),
          );
          created = true;
          const made = await lookupUpload(db, actor, entityName);
          if (made.kind !== 'mine') throw fail.notFound('Upload not found.');
          upload = made.upload;
        }
        if (upload.entity_length !== length || upload.upload_id !== params.upload_id || upload.media_type !== mediaType)
          throw fail.badRequest('The upload does not match its first slice.');
        if (offset !== upload.received) return offsetMismatch(reply, upload.received);
        const outcome = onBucket
          ? await writeAndRecordPart(db, storage, upload, offset, body)
          : await writeAndRecordSlice(db, config.dataDir, upload, offset, body);
        if (outcome.kind === 'offset_mismatch') return offsetMismatch(reply, outcome.offset);
        if (outcome.kind === 'gone') throw fail.notFound('Upload not found.');
        return {
          status: 'ok',
          offset: outcome.received,
          upload_id: params.upload_id,
          complete: outcome.received === length,
        };
      } catch (error) {
        // A first slice whose body never arrived whole leaves neither row nor file, as when bodies
        // were read before the upload was opened.
        if (created && isBodyError(error)) {
          await removeUploadBytes(place, { owner_id: actor.userId, entity_name: entityName });
          await deleteUploadRow(db, { owner_id: actor.userId, entity_name: entityName });
        }
        // The answer reaches the client once what is left of the body has been read.
        await body.discard();
        throw error;
      } finally {
        writing.delete(key);
        finished();
      }
    });
  }
}
