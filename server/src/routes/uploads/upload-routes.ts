import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PHOTO_UPLOAD_BYTES, UPLOAD_CHUNK_BYTES } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { uploadFilePath, writeSlice } from '../../domain/uploads/upload-files.js';

const EntityNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const UploadParamsSchema = z.object({
  media_type: z.union([z.literal(1), z.literal(2)]),
  upload_id: z.string().regex(/^[0-9]{1,24}$/),
  upload_media_width: z.number().int().nonnegative().optional(),
  upload_media_height: z.number().int().nonnegative().optional(),
  transcode_only: z.boolean().optional(),
});
const UploadHeadersSchema = z.object({
  offset: z.coerce.number().int().nonnegative(),
  'x-entity-length': z.coerce.number().int().positive(),
  'x-entity-name': EntityNameSchema,
  'x-entity-type': z.string().max(100),
  'x-instagram-rupload-params': z.string().max(2000),
});

/** Largest slice accepted in one request. */
export const MAX_SLICE_BYTES = Math.max(UPLOAD_CHUNK_BYTES, 8 * 1024 * 1024);

function parseParams(raw: string) {
  try {
    return parseInput(UploadParamsSchema, JSON.parse(raw));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail.badRequest('X-Instagram-Rupload-Params is not valid JSON.');
  }
}

function entityNameOf(request: FastifyRequest<{ Params: { entityName: string } }>): string {
  const parsed = EntityNameSchema.safeParse(request.params.entityName);
  if (!parsed.success) throw fail.notFound('Upload not found.');
  return parsed.data;
}

/**
 * The resumable upload protocol: GET tells the offset the server holds; POST appends one slice at
 * exactly that offset (a different Offset answers 409 with the real one and changes nothing).
 * Uploads belong to their owner: another user's entity name is simply not found.
 */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  app.addContentTypeParser(
    ['application/octet-stream', 'image/jpeg', 'image/png', 'image/heic', 'video/mp4'],
    { parseAs: 'buffer', bodyLimit: MAX_SLICE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get<{ Params: { entityName: string } }>('/rupload_igphoto/:entityName', async (request) => {
    const viewer = await requireViewer(request);
    const entityName = entityNameOf(request);
    const row = await db
      .selectFrom('uploads')
      .select(['received', 'entity_length'])
      .where('owner_id', '=', viewer.id)
      .where('entity_name', '=', entityName)
      .executeTakeFirst();
    return { offset: row?.received ?? 0, entity_length: row?.entity_length ?? null, status: 'ok' };
  });

  app.post<{ Params: { entityName: string } }>('/rupload_igphoto/:entityName', async (request, reply) => {
    const viewer = await requireViewer(request);
    const entityName = entityNameOf(request);
    const headers = parseInput(UploadHeadersSchema, request.headers);
    if (headers['x-entity-name'] !== entityName) throw fail.badRequest('X-Entity-Name does not match the path.');
    const params = parseParams(headers['x-instagram-rupload-params']);
    const length = headers['x-entity-length'];
    if (length > MAX_PHOTO_UPLOAD_BYTES)
      throw fail.tooLarge(`Photos can be at most ${MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024} MB.`);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const offset = headers.offset;
    if (offset + body.length > length) throw fail.badRequest('The slice goes past X-Entity-Length.');
    if (body.length === 0 && length > 0 && offset < length) throw fail.badRequest('The slice is empty.');

    let row = await db
      .selectFrom('uploads')
      .selectAll()
      .where('owner_id', '=', viewer.id)
      .where('entity_name', '=', entityName)
      .executeTakeFirst();
    if (!row) {
      if (offset !== 0) throw new AppError(409, 'upload_offset_mismatch', 'Offset does not match the server (0).');
      await db
        .insertInto('uploads')
        .values({
          owner_id: viewer.id,
          entity_name: entityName,
          upload_id: params.upload_id,
          entity_length: length,
          entity_type: headers['x-entity-type'],
          media_type: params.media_type,
          received: 0,
          created_at: Date.now(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await db
        .selectFrom('uploads')
        .selectAll()
        .where('owner_id', '=', viewer.id)
        .where('entity_name', '=', entityName)
        .executeTakeFirstOrThrow();
    }
    if (row.entity_length !== length || row.upload_id !== params.upload_id)
      throw fail.badRequest('The upload does not match its first slice.');
    if (offset !== row.received) {
      return reply.code(409).send({
        status: 'fail',
        error_id: 'upload_offset_mismatch',
        message: `Offset does not match the server (${row.received}).`,
        offset: row.received,
      });
    }
    // Claim the range first so two racing requests for one offset cannot both write.
    const claimed = await db
      .updateTable('uploads')
      .set({ received: offset + body.length })
      .where('owner_id', '=', viewer.id)
      .where('entity_name', '=', entityName)
      .where('received', '=', offset)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw new AppError(409, 'upload_offset_mismatch', 'Another slice was written at this offset.');
    try {
      await writeSlice(uploadFilePath(config.dataDir, viewer.id, entityName), offset, body);
    } catch (error) {
      await db
        .updateTable('uploads')
        .set({ received: offset })
        .where('owner_id', '=', viewer.id)
        .where('entity_name', '=', entityName)
        .execute();
      throw error;
    }
    const received = offset + body.length;
    return { status: 'ok', offset: received, upload_id: params.upload_id, complete: received === length };
  });
}
