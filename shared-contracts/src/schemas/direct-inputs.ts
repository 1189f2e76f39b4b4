import { z } from 'zod';
import { formFlag, idField, jsonArrayField, jsonIdList } from './form-fields.js';
import { uploadIdField } from './creation.js';

/** Input of the direct-message calls (docs/calls.md#direct). */

const cursorNumber = z.coerce.number().int().positive().optional();

export const DirectInboxQuerySchema = z.object({
  cursor: cursorNumber,
  limit: z.coerce.number().int().min(1).max(50).default(20),
  folder: z.coerce.number().int().min(0).max(2).optional(),
});

export const DirectThreadQuerySchema = z.object({
  cursor: z.union([idField, z.literal('')]).optional(),
  newer_than: idField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const DirectParticipantsQuerySchema = z.object({ recipient_users: jsonIdList });

/** A JSON array of idempotency keys, each as a send takes it (1 to 64 visible characters). */
const jsonClientContexts = jsonArrayField(
  z.string().regex(/^[\x21-\x7e]{1,64}$/),
  'Must be a JSON array of client contexts.',
);

export const DirectGetItemsQuerySchema = z.object({
  item_ids: jsonIdList,
  original_message_client_contexts: jsonClientContexts,
});

export const DirectCreateThreadFormSchema = z.object({
  recipient_users: jsonIdList,
  thread_title: z.string().max(1000).optional().default(''),
});

/** Where a send goes, its idempotency key and the message it quotes. */
export const DirectSendTargetsSchema = z.object({
  thread_ids: jsonIdList,
  recipient_users: jsonIdList,
  client_context: z.string().max(200),
  replied_to_item_id: idField.optional(),
});

export const DirectTextSendSchema = DirectSendTargetsSchema.extend({ text: z.string().max(20_000) });
export const DirectLinkSendSchema = DirectSendTargetsSchema.extend({
  link_text: z.string().max(20_000),
  link_urls: z.string().max(20_000).optional(),
});
export const DirectPhotoSendSchema = DirectSendTargetsSchema.extend({ upload_id: uploadIdField });
export const DirectMediaShareSendSchema = DirectSendTargetsSchema.extend({
  media_id: z.string().max(50),
  text: z.string().max(20_000).optional(),
});
export const DirectForwardSendSchema = DirectSendTargetsSchema.extend({
  forwarded_from_thread_id: idField,
  forwarded_from_thread_item_id: idField,
});
export const DirectReelShareSendSchema = DirectSendTargetsSchema.extend({
  media_id: z.string().max(50),
  text: z.string().max(20_000),
});
export const DirectReelReactSendSchema = DirectSendTargetsSchema.extend({
  media_id: z.string().max(50),
  reaction_emoji: z.string().min(1).max(32),
});

export const DirectThreadIdsFormSchema = z.object({ thread_ids: jsonIdList });
export const DirectApproveFormSchema = DirectThreadIdsFormSchema.extend({
  folder: z.enum(['0', '1']).optional().default('0').transform(Number) as z.ZodType<0 | 1>,
});
export const DirectMoveFormSchema = z.object({ folder: z.enum(['0', '1', '2']).transform(Number) });
export const DirectUserIdsFormSchema = z.object({ user_ids: jsonIdList });
export const DirectTitleFormSchema = z.object({ title: z.string().max(1000) });
export const DirectDisappearingFormSchema = z.object({
  mode: z.enum(['off', 'on']),
  ttl_sec: z.coerce.number().int().positive().optional(),
});

export const DirectReactionFormSchema = z.object({
  reaction_type: z.enum(['like', 'emoji']),
  reaction_status: z.enum(['created', 'deleted']).default('created'),
  emoji: z.string().max(64).optional(),
});

export const DirectInThreadSearchQuerySchema = z.object({
  id: idField,
  query: z.string().max(1000),
  offset: z.coerce.number().int().min(0).default(0),
});
export const DirectSearchSecondaryQuerySchema = z.object({
  query: z.string().max(1000),
  offset: z.coerce.number().int().min(0).default(0),
  result_types: z.string().max(200).optional(),
});

export const DirectRankedRecipientsQuerySchema = z.object({
  mode: z.enum(['reshare', 'raven']).default('reshare'),
  query: z.string().max(1000).optional(),
  show_threads: formFlag,
});
