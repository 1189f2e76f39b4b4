import type { FastifyInstance } from 'fastify';
import { ConfigureFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import { queueVideoPost } from '../../domain/transcoding/queue-video.js';
import {
  completeUpload,
  creationActor,
  finalizeAnswer,
  publishFromUploads,
  resolvePostFields,
  type PublishGuards,
} from './creation-context.js';
import { checkUploadedVideo } from './uploaded-video.js';

/**
 * POST /api/v1/media/configure_to_clips/ (form): checks an uploaded video (container from its
 * bytes and ffprobe, aspect ratio, duration), records the post as `processing` with its
 * transcoding job, and answers at once; the background transcoder makes its renditions, HLS and
 * poster, then the post is shown (docs/behaviour/media.md#video-processing).
 */
export async function clipsRoutes(app: FastifyInstance, deps: AppDeps, guards: PublishGuards): Promise<void> {
  app.post('/api/v1/media/configure_to_clips/', async (request) => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(ConfigureFormSchema, request.body);
    const fields = await resolvePostFields(deps, viewer.id, input);
    const upload = await completeUpload(deps, actor, input.upload_id, 2);
    // On a bucket the file is a temporary copy of the upload's parts, kept for the call.
    const row = await upload.bytes.withFile(async (file) => {
      const checked = await checkUploadedVideo(file);
      return publishFromUploads(deps, guards, [upload], async () => {
        try {
          return await queueVideoPost(deps.db, deps.config.dataDir, fields, checked, deps.storage);
        } catch (error) {
          throw toCreateFailure(error);
        }
      });
    });
    deps.transcoder.kick();
    return finalizeAnswer(deps, request, row, viewer);
  });
}
