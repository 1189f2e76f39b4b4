import type { FastifyInstance } from 'fastify';
import { SidecarFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';
import { fail, parseInput } from '../../http/errors.js';
import { POST_WIDTHS } from '../../media/image-pipeline.js';
import { insertCarouselPost, type NewCarouselChild } from '../../domain/media/publish.js';
import { parseUsertags } from '../../domain/media/create-input.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import {
  completeUpload,
  creationActor,
  finalizeAnswer,
  publishFromUploads,
  readUpload,
  resolvePostFields,
  type CompleteUpload,
  type PublishGuards,
} from './creation-context.js';
import { storePhoto } from './stored-photo.js';

/** POST /api/v1/media/configure_sidecar/ (JSON): publishes 2 to 10 uploaded photos as one carousel. */
export async function sidecarRoutes(app: FastifyInstance, deps: AppDeps, guards: PublishGuards): Promise<void> {
  const { db, storage } = deps;
  app.post('/api/v1/media/configure_sidecar/', async (request) => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(SidecarFormSchema, request.body);
    // Those tagged, mentioned or invited hear of it once the post is committed (docs/behaviour/activity.md#the-badge).
    const notices = new ActivityNotices();
    const fields = { ...(await resolvePostFields(deps, viewer.id, input)), notices };

    // Everything that can be checked without touching files first: tags and uploads of each child.
    const ids = new Set<string>();
    const plans: Array<{ upload: CompleteUpload; caption: string | null; usertags: NewCarouselChild['usertags'] }> = [];
    for (const [index, child] of input.children_metadata.entries()) {
      if (ids.has(child.upload_id))
        throw fail.validation({ [`children_metadata.${index}`]: 'Each item needs its own upload.' });
      ids.add(child.upload_id);
      const tags = parseUsertags(child.usertags);
      if (!tags.ok) throw fail.validation({ [`children_metadata.${index}.usertags`]: tags.error });
      plans.push({
        upload: await completeUpload(deps, actor, child.upload_id, 1),
        caption: child.custom_accessibility_caption?.trim() || null,
        usertags: tags.value,
      });
    }

    const row = await publishFromUploads(
      deps,
      guards,
      plans.map((p) => p.upload),
      async () => {
        const children: NewCarouselChild[] = [];
        const removeWritten = () => Promise.all(children.map((c) => storage.removePrefix(c.image.prefix)));
        for (const [index, plan] of plans.entries()) {
          try {
            const image = await storePhoto(deps, () => readUpload(plan.upload), { widths: POST_WIDTHS });
            children.push({ image, accessibilityCaption: plan.caption, usertags: plan.usertags });
          } catch (error) {
            // One bad item refuses the whole carousel: the items already processed are removed.
            await removeWritten();
            throw toCreateFailure(error, `children_metadata.${index}`);
          }
        }
        try {
          return await insertCarouselPost(db, fields, children);
        } catch (error) {
          await removeWritten();
          throw toCreateFailure(error);
        }
      },
    );
    await announceActivity(deps, notices);
    return { ...(await finalizeAnswer(deps, request, row, viewer)), client_sidecar_id: input.client_sidecar_id };
  });
}
