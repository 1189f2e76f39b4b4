import { z } from 'zod';
import { UserSummarySchema } from './user.js';
import { ImageCandidateSchema } from './media.js';

/** What a notification is about (docs/behaviour/activity.md#what-is-notified). */
export const ACTIVITY_KINDS = [
  'like',
  'comment',
  'reply',
  'comment_like',
  'mention',
  'follow',
  'follow_request',
  'follow_accept',
  'tag',
  'story_like',
  'story_reply',
  'collab_invite',
  'collab_accept',
] as const;

export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);

/** Query of the activity list: the cursor of the last row seen. */
export const ActivityQuerySchema = z.object({ max_id: z.string().max(64).optional() });

/** One row of the activity list: one notification, or several of one kind about one thing, grouped. */
export const ActivityRowSchema = z.object({
  id: z.string(),
  kind: ActivityKindSchema,
  /** The newest actors first, at most two; `actor_count` counts them all. */
  actors: z.array(UserSummarySchema),
  actor_count: z.number().int(),
  /** Seconds since the epoch, of the newest notification in the row. */
  timestamp: z.number(),
  unread: z.boolean(),
  media: z
    .object({
      id: z.string(),
      code: z.string(),
      image_versions2: z.object({ candidates: z.array(ImageCandidateSchema) }),
    })
    .nullable(),
  comment: z.object({ id: z.string(), text: z.string() }).nullable(),
  /** An invitation to collaborate: still to answer, or accepted (a declined one is no row). */
  invitation: z.enum(['pending', 'accepted']).optional(),
  /** A story like's or reply's story: its owner (the viewer) and picture. */
  story: z
    .object({
      id: z.string(),
      username: z.string(),
      image_versions2: z.object({ candidates: z.array(ImageCandidateSchema) }),
    })
    .nullable(),
  /** A story reply or reaction: the conversation it arrived in, and its text or emoji. */
  story_reply: z.object({ thread_id: z.string(), text: z.string() }).nullish(),
});

/** A page of the activity list, newest first. */
export const ActivityPageSchema = z.object({
  rows: z.array(ActivityRowSchema),
  next_max_id: z.string().nullable(),
  status: z.literal('ok'),
});

/** The activity badge: unread notifications, counted up to ten (the badge shows "9+" beyond nine). */
export const ActivityBadgeSchema = z.object({ unread_count: z.number().int(), status: z.literal('ok') });

/** How long notifications may be paused, in minutes (docs/behaviour/activity.md#settings); 0 resumes them. */
export const ACTIVITY_PAUSE_MINUTES = [0, 15, 60, 120, 480] as const;

/** The viewer's notification settings: each kind on or off, and a pause (epoch ms, null: not paused). */
export const ActivitySettingsSchema = z.object({
  kinds: z.record(ActivityKindSchema, z.boolean()),
  paused_until: z.number().nullable(),
  status: z.literal('ok'),
});

/** A change of the settings: one kind on or off, or a pause (either or both). */
export const ActivitySettingsFormSchema = z
  .object({
    kind: ActivityKindSchema.optional(),
    enabled: z.enum(['0', '1', 'true', 'false']).optional(),
    pause: z.enum(ACTIVITY_PAUSE_MINUTES.map(String) as ['0', '15', '60', '120', '480']).optional(),
  })
  .refine((form) => (form.kind === undefined) === (form.enabled === undefined), {
    message: 'A kind and whether it is enabled go together.',
    path: ['enabled'],
  })
  .refine((form) => form.kind !== undefined || form.pause !== undefined, {
    message: 'Change a kind or the pause.',
    path: ['kind'],
  });

/** The server's VAPID public key, for `pushManager.subscribe` (docs/behaviour/activity.md#browser-notifications). */
export const PushKeySchema = z.object({ public_key: z.string(), status: z.literal('ok') });

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it, and whether payloads may carry text. */
export const PushSubscribeFormSchema = z.object({
  endpoint: z.string().max(2048).url(),
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'Not a P-256 public key.'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, 'Not an auth secret.'),
  previews: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** Which subscription to remove: its endpoint. */
export const PushUnsubscribeFormSchema = z.object({ endpoint: z.string().max(2048) });
