import { z } from 'zod';
import { UserSummarySchema } from './user.js';

/** One message in a direct thread; ids are strings (docs/entities.md#direct-thread). */
export const DirectItemSchema = z.object({
  item_id: z.string(),
  user_id: z.string(),
  timestamp: z.number().int(),
  item_type: z.string(),
  text: z.string().optional(),
});

/** A direct thread as the inbox lists it (docs/entities.md#direct-thread). */
export const DirectThreadSchema = z.object({
  thread_id: z.string(),
  thread_title: z.string(),
  users: z.array(UserSummarySchema),
  is_group: z.boolean(),
  pending: z.boolean(),
  folder: z.union([z.literal(0), z.literal(1)]),
  viewer_id: z.string(),
  admin_user_ids: z.array(z.string()),
  last_activity_at: z.number().int(),
  last_seen_at: z.record(z.string(), z.object({ timestamp: z.number().int(), item_id: z.string() })),
  last_permanent_item: DirectItemSchema.nullable(),
  items: z.array(DirectItemSchema),
});

/** The inbox answer. */
export const InboxSchema = z.object({
  inbox: z.object({
    threads: z.array(DirectThreadSchema),
    has_older: z.boolean(),
    oldest_cursor: z.string().nullable(),
    unseen_count: z.number().int(),
  }),
  viewer: UserSummarySchema,
  status: z.literal('ok'),
});
