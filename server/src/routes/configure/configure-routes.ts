import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_CAPTION_LENGTH } from 'shared-contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, fail, parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { ImageRejectedError, POST_WIDTHS, processImage } from '../../media/image-pipeline.js';
import { insertPhotoPost, storeRenditions } from '../../domain/media/publish.js';
import { presentMediaList } from '../../domain/media/media-presenter.js';
import { removeUploadFile, uploadFilePath } from '../../domain/uploads/upload-files.js';
import { localeFromHeader } from '../../domain/locale.js';

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

const ConfigureFormSchema = z.object({
  upload_id: z.string().regex(/^[0-9]{1,24}$/),
  caption: z.string().max(MAX_CAPTION_LENGTH).default(''),
  custom_accessibility_caption: z.string().max(1000).optional(),
  disable_comments: flag,
  like_and_view_counts_disabled: flag,
});

/** POST /api/v1/media/configure/: publishes a completely uploaded JPEG as a photo post. */
export async function configureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage, urls, config } = deps;
  app.post('/api/v1/media/configure/', async (request) => {
    const viewer = await requireViewer(request);
    const input = parseInput(ConfigureFormSchema, request.body);
    const upload = await db
      .selectFrom('uploads')
      .selectAll()
      .where('owner_id', '=', viewer.id)
      .where('upload_id', '=', input.upload_id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!upload) throw fail.notFound('Upload not found.');
    if (upload.received !== upload.entity_length)
      throw new AppError(400, 'upload_incomplete', 'The upload is not complete.');
    const file = uploadFilePath(config.dataDir, viewer.id, upload.entity_name);
    const bytes = await fs.readFile(file);
    let processed;
    try {
      processed = await processImage(bytes, { allowedFormats: ['jpeg'], widths: POST_WIDTHS });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        if (error.reason === 'type_not_allowed') throw fail.unsupportedMedia('Only JPEG photos can be posted.');
        throw new AppError(400, 'image_invalid', error.message);
      }
      throw error;
    }
    const stored = await storeRenditions(storage, processed);
    let row;
    try {
      row = await insertPhotoPost(
        db,
        {
          ownerId: viewer.id,
          caption: input.caption,
          accessibilityCaption: input.custom_accessibility_caption?.trim() || null,
          takenAt: Date.now(),
          commentsDisabled: input.disable_comments,
          likeAndViewCountsDisabled: input.like_and_view_counts_disabled,
        },
        { ...stored, width: processed.width, height: processed.height, preview: processed.preview },
      );
    } catch (error) {
      // No orphan files: the renditions of a post that was not recorded are removed.
      await storage.removePrefix(stored.prefix);
      throw error;
    }
    await db
      .deleteFrom('uploads')
      .where('owner_id', '=', viewer.id)
      .where('entity_name', '=', upload.entity_name)
      .execute();
    await removeUploadFile(file);
    const [media] = await presentMediaList(db, [row], viewer, {
      urls,
      locale: localeFromHeader(request.headers['accept-language']),
    });
    return { media, status: 'ok' };
  });
}
