import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectSendResult, DirectThread } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { POST_WIDTHS } from '../../media/image-pipeline.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import { createPostingLimiter } from '../../domain/media/posting-limit.js';
import { databaseLimitStore } from '../../domain/limits/limit-store.js';
import type { DirectWriteLimits } from '../../domain/direct/write-limits.js';
import { createUploadClaims } from '../../domain/uploads/upload-claims.js';
import {
  checkClientContext,
  countSend,
  findEarlierSend,
  sendItem,
  type NewItem,
} from '../../domain/direct/send-items.js';
import {
  forwardedItem,
  linkItem,
  mediaShareItem,
  photoItem,
  storyItem,
  textItem,
} from '../../domain/direct/send-kinds.js';
import { createThreadAnswer } from '../../domain/direct/thread-answers.js';
import { completeUpload, creationActor, publishFromUploads, readUpload } from '../configure/creation-context.js';
import { storePhoto } from '../configure/stored-photo.js';
import {
  DirectCreateThreadFormSchema,
  DirectForwardSendSchema,
  DirectLinkSendSchema,
  DirectMediaShareSendSchema,
  DirectPhotoSendSchema,
  DirectReelReactSendSchema,
  DirectReelShareSendSchema,
  type DirectSendTargetsSchema,
  DirectTextSendSchema,
} from 'shared-contracts/schemas';

const BROADCAST = '/api/v1/direct_v2/threads/broadcast';

/** Sending messages of every kind, and starting threads (docs/behaviour/direct.md#sending-on-the-server). */
export async function directSendRoutes(app: FastifyInstance, deps: AppDeps, limits: DirectWriteLimits): Promise<void> {
  // Counted in the database: every server instance on it shares one limit per account. A send
  // counts inside sendItem, so a retried one (same client_context) does not count again.
  const limiter = limits.writes;
  const photoGuards = { claims: createUploadClaims(), posting: createPostingLimiter(databaseLimitStore(deps.db)) };

  /** Registers one kind of send: parse its form, build the message, send it. */
  function broadcast<T extends typeof DirectSendTargetsSchema>(
    kind: string,
    schema: T,
    build: (viewer: UserRow, form: ReturnType<T['parse']>) => Promise<NewItem> | NewItem,
  ) {
    app.post(`${BROADCAST}/${kind}/`, async (request: FastifyRequest): Promise<DirectSendResult> => {
      const viewer = await requireViewer(request);
      const form = parseInput(schema, request.body ?? {}) as ReturnType<T['parse']>;
      const clientContext = checkClientContext(form.client_context);
      const earlier = await findEarlierSend(deps, viewer.id, clientContext);
      if (earlier) return earlier;
      const counted = await countSend(limiter, viewer.id);
      return sendItem(deps, counted, {
        senderId: viewer.id,
        targets: { threadIds: form.thread_ids, recipientUserIds: form.recipient_users },
        clientContext,
        item: { ...(await build(viewer, form)), repliedToItemId: form.replied_to_item_id },
      });
    });
  }

  broadcast('text', DirectTextSendSchema, (_viewer, form) => textItem(form.text));
  broadcast('link', DirectLinkSendSchema, (_viewer, form) => linkItem(form.link_text, form.link_urls));
  broadcast('media_share', DirectMediaShareSendSchema, (viewer, form) =>
    mediaShareItem(deps.db, viewer, form.media_id, form.text),
  );
  broadcast('forward', DirectForwardSendSchema, (viewer, form) =>
    forwardedItem(deps.db, viewer, form.forwarded_from_thread_id, form.forwarded_from_thread_item_id),
  );
  broadcast('reel_share', DirectReelShareSendSchema, (viewer, form) =>
    storyItem(deps.db, viewer, form.media_id, { text: form.text }),
  );
  broadcast('reel_react', DirectReelReactSendSchema, (viewer, form) =>
    storyItem(deps.db, viewer, form.media_id, { emoji: form.reaction_emoji }),
  );

  // A photo through the existing upload: processed like a post's, consumed on success.
  app.post(`${BROADCAST}/configure_photo/`, async (request): Promise<DirectSendResult> => {
    const { viewer, actor } = await creationActor(request);
    const form = parseInput(DirectPhotoSendSchema, request.body ?? {});
    const clientContext = checkClientContext(form.client_context);
    const earlier = await findEarlierSend(deps, viewer.id, clientContext);
    if (earlier) return earlier;
    // Counted before the photo is processed: a refused send costs no image work.
    const counted = await countSend(limiter, viewer.id);
    const upload = await completeUpload(deps, actor, form.upload_id, 1);
    return publishFromUploads(deps, photoGuards, [upload], async () => {
      let image;
      try {
        image = await storePhoto(deps, () => readUpload(upload), { widths: POST_WIDTHS });
      } catch (error) {
        throw toCreateFailure(error);
      }
      try {
        return await sendItem(deps, counted, {
          senderId: viewer.id,
          targets: { threadIds: form.thread_ids, recipientUserIds: form.recipient_users },
          clientContext,
          item: { ...photoItem(image), repliedToItemId: form.replied_to_item_id },
        });
      } catch (error) {
        // No orphan files: the renditions of a message that was not stored are removed.
        await deps.storage.removePrefix(image.prefix);
        throw error;
      }
    });
  });

  app.post('/api/v1/direct_v2/create_group_thread/', async (request): Promise<DirectThread & { status: 'ok' }> => {
    const viewer = await requireViewer(request);
    const form = parseInput(DirectCreateThreadFormSchema, request.body ?? {});
    // Starting threads counts like sending: requests to strangers cannot be sprayed.
    await countSend(limiter, viewer.id);
    const { thread } = await createThreadAnswer(deps.db, viewer, form.recipient_users, form.thread_title, deps.urls);
    return { ...thread, status: 'ok' };
  });
}
