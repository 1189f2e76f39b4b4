import type { FastifyInstance } from 'fastify';
import type { ConfigureStoryAnswer } from 'shared-contracts';
import { StoryConfigureFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { POST_WIDTHS } from '../../media/image-pipeline.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import { insertPhotoStory } from '../../domain/stories/story-publish.js';
import { queueVideoStory } from '../../domain/transcoding/queue-video.js';
import { presentStoryItems } from '../../domain/stories/story-presenter.js';
import { findUploadById } from '../../domain/uploads/upload-store.js';
import {
  completeUpload,
  creationActor,
  publishFromUploads,
  readUpload,
  type PublishGuards,
} from './creation-context.js';
import { storePhoto } from './stored-photo.js';
import { checkUploadedVideo } from './uploaded-video.js';

/**
 * POST /api/v1/media/configure_to_story/ (form): publishes a finished upload, photo or video, as a
 * story for everyone or close friends (docs/behaviour/stories.md#stories). Counted against the
 * posting limit like posts; all or nothing like them.
 */
export async function storyConfigureRoutes(app: FastifyInstance, deps: AppDeps, guards: PublishGuards): Promise<void> {
  const { db, storage, urls } = deps;
  app.post('/api/v1/media/configure_to_story/', async (request): Promise<ConfigureStoryAnswer> => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(StoryConfigureFormSchema, request.body ?? {});
    const story = {
      ownerId: viewer.id,
      audience: input.audience,
      accessibilityCaption: input.custom_accessibility_caption?.trim() || null,
      takenAt: Date.now(),
    };
    // A story is a photo or a video: the upload's own type says which.
    const kind = (await findUploadById(db, actor, input.upload_id, 2)) ? 2 : 1;
    const upload = await completeUpload(deps, actor, input.upload_id, kind);
    const row =
      kind === 1
        ? await publishFromUploads(deps, guards, [upload], async () => {
            let image;
            try {
              image = await storePhoto(deps, () => readUpload(upload), { widths: POST_WIDTHS });
            } catch (error) {
              throw toCreateFailure(error);
            }
            try {
              return await insertPhotoStory(db, story, image);
            } catch (error) {
              await storage.removePrefix(image.prefix);
              throw toCreateFailure(error);
            }
          })
        : await (async () => {
            const queued = await upload.bytes.withFile(async (file) => {
              const checked = await checkUploadedVideo(file);
              return publishFromUploads(deps, guards, [upload], async () => {
                try {
                  return await queueVideoStory(db, deps.config.dataDir, story, checked, deps.storage);
                } catch (error) {
                  throw toCreateFailure(error);
                }
              });
            });
            // Answered at once; the story shows once transcoded (docs/behaviour/media.md#video-processing).
            deps.transcoder.kick();
            return queued;
          })();
    const [media] = await presentStoryItems(db, [row], viewer, urls);
    return { media: media!, status: 'ok' };
  });
}
