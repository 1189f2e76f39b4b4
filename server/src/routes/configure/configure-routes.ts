import type { FastifyInstance } from 'fastify';
import { ConfigureFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { parseInput } from '../../http/errors.js';
import { POST_WIDTHS } from '../../media/image-pipeline.js';
import { insertPhotoPost } from '../../domain/media/publish.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import { answerWithErrorTitle } from './error-title.js';
import { createUploadClaims } from '../../domain/uploads/upload-claims.js';
import { createPostingLimiter } from '../../domain/media/posting-limit.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import {
  completeUpload,
  creationActor,
  finalizeAnswer,
  publishFromUploads,
  readUpload,
  resolvePostFields,
} from './creation-context.js';
import { storePhoto } from './stored-photo.js';
import { sidecarRoutes } from './sidecar-routes.js';
import { clipsRoutes } from './clips-routes.js';
import { profilePictureRoutes } from './profile-picture-routes.js';
import { storyConfigureRoutes } from './story-routes.js';

/**
 * The creation calls: photo (configure), carousel (configure_sidecar), video
 * (configure_to_clips) and the profile picture. Each publishes all or nothing: files written for
 * a post that is not recorded are removed, and the uploads are consumed only on success.
 */
export async function configureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  answerWithErrorTitle(app);
  const guards = { claims: createUploadClaims(), posting: createPostingLimiter(databaseLimitStore(deps.db)) };

  app.post('/api/v1/media/configure/', async (request) => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(ConfigureFormSchema, request.body);
    // Those tagged, mentioned or invited hear of it once the post is committed (docs/behaviour/activity.md#the-badge).
    const notices = new ActivityNotices();
    const fields = { ...(await resolvePostFields(deps, viewer.id, input)), notices };
    const upload = await completeUpload(deps, actor, input.upload_id, 1);
    const row = await publishFromUploads(deps, guards, [upload], async () => {
      let image;
      try {
        image = await storePhoto(deps, () => readUpload(upload), { widths: POST_WIDTHS });
      } catch (error) {
        throw toCreateFailure(error);
      }
      try {
        return await insertPhotoPost(db, fields, image);
      } catch (error) {
        // No orphan files: the renditions of a post that was not recorded are removed.
        await storage.removePrefix(image.prefix);
        throw toCreateFailure(error);
      }
    });
    await announceActivity(deps, notices);
    return finalizeAnswer(deps, request, row, viewer);
  });

  await sidecarRoutes(app, deps, guards);
  await clipsRoutes(app, deps, guards);
  await profilePictureRoutes(app, deps, guards);
  await storyConfigureRoutes(app, deps, guards);
}
