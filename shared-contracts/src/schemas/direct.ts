import { z } from 'zod';
import { ImageCandidateSchema } from './media.js';
import { UserSummarySchema } from './user.js';

/**
 * Direct messages (docs/behaviour/direct.md). Ids are strings; times in answers are
 * microseconds (docs/behaviour/direct.md#times).
 */

/** Folders: 0 Primary, 1 General, 2 Partnership (professional accounts only). */
export const DirectFolderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A like or an emoji on a message, with who sent it. */
const DirectReactionSchema = z.object({
  sender_id: z.string(),
  timestamp: z.number().int(),
  emoji: z.string().optional(),
});

/** Reactions on a message: likes (a heart) and emoji, each with its sender. */
const DirectReactionsSchema = z.object({
  likes: z.array(DirectReactionSchema),
  likes_count: z.number().int().nonnegative(),
  emojis: z.array(DirectReactionSchema.extend({ emoji: z.string() })),
});

/** A link message: the text as sent and the first URL found in it. */
const DirectLinkSchema = z.object({
  text: z.string(),
  link_context: z.object({ link_url: z.string(), link_title: z.string().nullable() }),
});

/** A photo sent in a thread. */
const DirectMediaSchema = z.object({
  id: z.string(),
  media_type: z.literal(1),
  original_width: z.number().int().positive(),
  original_height: z.number().int().positive(),
  image_versions2: z.object({ candidates: z.array(ImageCandidateSchema) }),
});

/** A shared post (or reel) as a thread shows it; null fields when the post is gone or hidden. */
export const DirectMediaShareSchema = z.object({
  id: z.string(),
  code: z.string(),
  media_type: z.number().int(),
  product_type: z.string(),
  image_versions2: z.object({ candidates: z.array(ImageCandidateSchema) }),
  user: UserSummarySchema,
  caption_text: z.string().nullable(),
});

/** A story reply or reaction: which story, whose, and the emoji for a reaction. */
const DirectReelShareSchema = z.object({
  media_id: z.string(),
  reel_owner_id: z.string(),
  type: z.enum(['reply', 'reaction']),
  text: z.string().optional(),
  reaction_emoji: z.string().optional(),
});

/** The message a reply quotes; `is_unavailable` when it was unsent or is hidden from the viewer. */
export const DirectRepliedToSchema = z.object({
  item_id: z.string(),
  user_id: z.string(),
  item_type: z.string(),
  text: z.string().optional(),
  is_unavailable: z.boolean(),
});

/** One message in a direct thread; ids are strings (docs/entities.md#direct-thread). */
export const DirectItemSchema = z.object({
  item_id: z.string(),
  user_id: z.string(),
  timestamp: z.number().int(),
  item_type: z.string(),
  text: z.string().optional(),
  /** The sender's idempotency key, so a client can match its optimistic copy. */
  client_context: z.string().optional(),
  link: DirectLinkSchema.optional(),
  media: DirectMediaSchema.optional(),
  media_share: DirectMediaShareSchema.nullable().optional(),
  reel_share: DirectReelShareSchema.optional(),
  replied_to_message: DirectRepliedToSchema.optional(),
  reactions: DirectReactionsSchema.optional(),
  is_forwarded: z.boolean().optional(),
  /** For `action_log`: what happened ("alice named the group …"), in English; clients may render their own. */
  action_log: z
    .object({
      action: z.enum(['created', 'added', 'removed', 'left', 'title', 'disappearing', 'admin']),
      description: z.string(),
    })
    .optional(),
  /** When a disappearing message will be deleted (microseconds), if it will. */
  expires_at: z.number().int().optional(),
});

/** Why a group asks the viewer to leave or stay: members the viewer blocked or restricted. */
const DirectGroupWarningSchema = z.object({
  blocked_user_ids: z.array(z.string()),
  restricted_user_ids: z.array(z.string()),
});

/** A thread's disappearing-message setting; mode `off` has ttl_sec null. */
export const DisappearingSettingSchema = z.object({
  mode: z.enum(['off', 'on']),
  ttl_sec: z.number().int().nullable(),
});

/** A direct thread as the inbox and the thread page give it (docs/entities.md#direct-thread). */
export const DirectThreadSchema = z.object({
  thread_id: z.string(),
  thread_title: z.string(),
  /** The other members (never the viewer). */
  users: z.array(UserSummarySchema),
  is_group: z.boolean(),
  /** The viewer's side is a message request. */
  pending: z.boolean(),
  folder: DirectFolderSchema,
  viewer_id: z.string(),
  admin_user_ids: z.array(z.string()),
  last_activity_at: z.number().int(),
  /** Per member the viewer may see: when and up to which item they last saw the thread. */
  last_seen_at: z.record(z.string(), z.object({ timestamp: z.number().int(), item_id: z.string() })),
  last_permanent_item: DirectItemSchema.nullable(),
  items: z.array(DirectItemSchema),
  /** Members whose read and online status the viewer may not see. */
  presence_hidden_user_ids: z.array(z.string()).optional(),
  /** Whether the group has its own name (the title was set), else the title is made of names. */
  named: z.boolean().optional(),
  muted: z.boolean().optional(),
  mute_calls: z.boolean().optional(),
  /** The viewer sent a request the others have not approved: no seen state or presence yet. */
  awaiting_approval: z.boolean().optional(),
  /** Members who left or were removed. */
  left_users: z.array(UserSummarySchema).optional(),
  inviter: UserSummarySchema.nullable().optional(),
  disappearing_messages: DisappearingSettingSchema.optional(),
  /** Present in a group holding someone the viewer blocked or restricted. */
  group_warning: DirectGroupWarningSchema.nullable().optional(),
  /** A one-to-one thread across a block: the composer is off. */
  messaging_blocked: z.boolean().optional(),
  /** Thread page only: older items exist (page with `oldest_cursor`). */
  has_older: z.boolean().optional(),
  oldest_cursor: z.string().nullable().optional(),
  /** Catch-up (`newer_than`) only: more newer items exist past this answer. */
  has_newer: z.boolean().optional(),
});

/** The inbox answer (also the pending inbox's). */
export const InboxSchema = z.object({
  inbox: z.object({
    threads: z.array(DirectThreadSchema),
    has_older: z.boolean(),
    oldest_cursor: z.string().nullable(),
    unseen_count: z.number().int(),
  }),
  viewer: UserSummarySchema,
  /** How many message requests wait (shown as the Requests link). */
  pending_requests_total: z.number().int().optional(),
  /** The viewer is a professional account: the Partnership folder exists. */
  has_partnership_folder: z.boolean().optional(),
  status: z.literal('ok'),
});

/** One thread with a page of its items (threads/{id}/, get_by_participants, create_group_thread). */
export const DirectThreadAnswerSchema = z.object({
  thread: DirectThreadSchema,
  status: z.literal('ok'),
});

/** get_by_participants: the thread with exactly those people, or null. */
export const DirectThreadLookupSchema = z.object({
  thread: DirectThreadSchema.nullable(),
  status: z.literal('ok'),
});

/** A send's answer: one item per thread it went to, in the order of the targets. */
export const DirectSendResultSchema = z.object({
  items: z.array(z.object({ thread_id: z.string(), item: DirectItemSchema })),
  status: z.literal('ok'),
});

/** A message after a reaction changed. */
export const DirectItemAnswerSchema = z.object({ item: DirectItemSchema, status: z.literal('ok') });

/** Thread actions (approve, mute, leave, …) answer only that they worked. */
export const DirectActionResultSchema = z.object({ status: z.literal('ok') });

export const DirectBadgeCountSchema = z.object({ badge_count: z.number().int(), status: z.literal('ok') });

/** One person's activity: active now, or when last active (ms); absent when hidden from the viewer. */
export const DirectPresenceSchema = z.object({
  is_active: z.boolean(),
  last_activity_at_ms: z.number().int(),
});

export const DirectPresenceAnswerSchema = z.object({
  user_presence: z.record(z.string(), DirectPresenceSchema),
  status: z.literal('ok'),
});

/** A thread as a recipient list shows it. */
export const DirectThreadSummarySchema = z.object({
  thread_id: z.string(),
  thread_title: z.string(),
  users: z.array(UserSummarySchema),
  is_group: z.boolean(),
});

/** One ranked recipient: a person or (with show_threads) a group thread. */
export const RankedRecipientSchema = z.union([
  z.object({ user: UserSummarySchema }),
  z.object({ thread: DirectThreadSummarySchema }),
]);

export const RankedRecipientsSchema = z.object({
  ranked_recipients: z.array(RankedRecipientSchema),
  status: z.literal('ok'),
});

/** Messages matching a search inside one thread, newest first. */
export const InThreadSearchSchema = z.object({
  items: z.array(DirectItemSchema),
  next_offset: z.number().int().nullable(),
  status: z.literal('ok'),
});

/** Messages matching a search across the viewer's threads, newest first, each with its thread. */
export const DirectSearchSecondarySchema = z.object({
  message_results: z.array(z.object({ thread: DirectThreadSummarySchema, item: DirectItemSchema })),
  thread_results: z.array(DirectThreadSummarySchema),
  next_offset: z.number().int().nullable(),
  status: z.literal('ok'),
});
